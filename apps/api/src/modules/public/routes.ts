import { enumerations, enumerationsSchema, publicModuleSchema } from '@fitfit/contracts';
import { asc, eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fitfitModules } from '../../db/schema';
import type { ApiModule } from '../types';

/** Lookups anyone may read: enumerations loaded at start, modules offered at registration. */
export const publicModule: ApiModule = {
  name: 'public',
  routes: (root, { db }) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['public'];

    app.get('/api/v1/health', {
      config: { access: { public: true } },
      schema: { tags, summary: 'État du service', response: { 200: z.object({ status: z.literal('ok') }) } },
      handler: async () => {
        await db.execute('select 1');
        return { status: 'ok' as const };
      },
    });

    app.get('/api/v1/public/enumerations', {
      config: { access: { public: true } },
      schema: { tags, summary: 'Sources, types, statuts de livraison et statuts de ticket', response: { 200: enumerationsSchema } },
      handler: async () => enumerations,
    });

    app.get('/api/v1/public/fitfit_modules', {
      config: { access: { public: true } },
      schema: { tags, summary: 'Modules proposés à l’inscription', response: { 200: z.object({ data: z.array(publicModuleSchema) }) } },
      handler: async () => ({
        data: await db
          .select({
            code_name: fitfitModules.code_name,
            title: fitfitModules.title,
            description: fitfitModules.description,
            monthly_price_cents: fitfitModules.monthly_price_cents,
          })
          .from(fitfitModules)
          .where(eq(fitfitModules.active, true))
          .orderBy(asc(fitfitModules.position))
          .then((rows) => rows.map((r) => ({ ...r, code_name: r.code_name as z.infer<typeof publicModuleSchema>['code_name'] }))),
      }),
    });
  },
};
