import { adminDashboardSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../types';
import { dashboard } from './repository';

export const adminDashboardRoutes = (root: FastifyInstance, { db }: ModuleDeps) => {
  root.withTypeProvider<ZodTypeProvider>().get('/api/v1/admin/dashboards', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['admin'],
      summary: 'Statistiques : restaurants, utilisateurs par rôle, MRR et tendance, factures impayées, adoption des modules',
      response: { 200: adminDashboardSchema },
    },
    handler: () => dashboard(db),
  });
};
