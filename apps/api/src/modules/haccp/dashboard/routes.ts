import { haccpHomeSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { openApi, restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { HACCP_ACCESS, haccpTags } from '../common';
import { dashboard } from './service';

export const dashboardRoutes = (app: FastifyInstance, db: Db) =>
  app.get(restaurantUrl('haccp/dashboard'), {
    config: { access: HACCP_ACCESS },
    schema: openApi({
      tags: haccpTags,
      summary:
        'Accueil HACCP : tâches du jour et en retard, relevés manquants du jour, non-conformités ouvertes, derniers relevés hors limites',
      params: restaurantParams,
      response: { 200: haccpHomeSchema },
    }),
    handler: (req) => dashboard(db, restaurantScopeOf(req)),
  });
