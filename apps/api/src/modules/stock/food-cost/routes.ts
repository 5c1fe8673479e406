import { foodCostQuerySchema, foodCostReportSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { STOCK_ACCESS, stockTags as tags } from '../common';
import { foodCostReport } from './report';

/** The AvT report between two validated inventories (by default the last two). */
export const foodCostRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(restaurantUrl('stock/food-cost'), {
    config: { access: STOCK_ACCESS },
    schema: {
      tags,
      summary: 'Coût matière : réel contre théorique entre deux inventaires, ratio matière',
      params: restaurantParams,
      querystring: foodCostQuerySchema,
      response: { 200: foodCostReportSchema },
    },
    handler: (req) => foodCostReport(db, restaurantScopeOf(req), req.query),
  });
};
