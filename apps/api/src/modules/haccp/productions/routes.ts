import { haccpEndpoints as haccp } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { HACCP_ACCESS as access } from '../common';
import { productionRecipes, searchLots } from './repository';
import { exportTrace, traceLot } from './service';

/**
 * Around productions (their records are the shared record routes, `haccp/productions`): the recipes they may
 * name, the lot search, and a lot's trace both ways (docs/haccp.md "Productions and lot tracing").
 */
export const productionRoutes = (app: FastifyInstance, db: Db) => {
  route(app, haccp.productionRecipes, { access, handler: async (req) => ({ data: await productionRecipes(db, restaurantScopeOf(req)) }) });
  route(app, haccp.lots, { access, handler: async (req) => ({ data: await searchLots(db, restaurantScopeOf(req), req.query) }) });
  route(app, haccp.lotTrace, { access, handler: (req) => traceLot(db, restaurantScopeOf(req), req.params.id) });
  route(app, haccp.lotTraceExport, {
    access,
    handler: async (req, reply) => {
      const file = await exportTrace(db, restaurantScopeOf(req), req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
};
