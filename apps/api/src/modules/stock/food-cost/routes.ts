import { stockEndpoints as stock } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { STOCK_ACCESS as access } from '../common';
import { foodCostReport } from './report';

/** The AvT report between two validated inventories (by default the last two). */
export const foodCostRoutes = (app: FastifyInstance, db: Db) => {
  route(app, stock.foodCost, { access, handler: (req) => foodCostReport(db, restaurantScopeOf(req), req.query) });
};
