import { caisseAnalyticsEndpoints as analytics } from '@fitfit/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../../db/database';
import { reportsDb, sayStaleness } from '../../../db/standby';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { LEDGER_ACCESS } from '../ledger/common';
import { cancellationSummary, exportCancellations, listCancellations } from './cancellations';
import { discounts, exportDiscounts } from './discounts';

const send = (reply: FastifyReply, file: { filename: string; contentType: string; body: Buffer }) =>
  reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);

/**
 * The « Annulations » and « Remises » tabs of the analyses (cancellations.ts, discounts.ts): read-only, on the reports'
 * standby when there is one (db/standby.ts), saying how stale it may be.
 */
export const adjustmentRoutes = (app: FastifyInstance, primary: Db) => {
  const access = LEDGER_ACCESS;
  const db = reportsDb(primary);
  route(app, analytics.cancellations, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, primary);
      return listCancellations(db, restaurantScopeOf(req), req.query);
    },
  });
  route(app, analytics.cancellationSummary, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, primary);
      return cancellationSummary(db, restaurantScopeOf(req), req.query);
    },
  });
  route(app, analytics.exportCancellations, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, primary);
      return send(reply, await exportCancellations(db, restaurantScopeOf(req), req.query));
    },
  });
  route(app, analytics.discounts, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, primary);
      return discounts(db, restaurantScopeOf(req), req.query);
    },
  });
  route(app, analytics.exportDiscounts, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, primary);
      return send(reply, await exportDiscounts(db, restaurantScopeOf(req), req.query));
    },
  });
};
