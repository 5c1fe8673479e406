import { lookupSchema, lookups } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const descriptions: Record<keyof typeof lookups, string> = {
  currencies: 'Devises',
  recurrings: 'Périodicités d’abonnement',
  categories: 'Catégories de restaurant',
  sponsor_types: 'Types de parrain',
};

/** Public lookups of SPEC §7: currencies, recurrings, categories, sponsor_types. */
export const lookupRoutes = (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(lookups) as (keyof typeof lookups)[]) {
    app.get(`/api/v1/public/${name}`, {
      config: { access: { public: true } },
      schema: { tags: ['public'], summary: descriptions[name], response: { 200: lookupSchema } },
      handler: async () => ({ data: lookups[name] }),
    });
  }
};
