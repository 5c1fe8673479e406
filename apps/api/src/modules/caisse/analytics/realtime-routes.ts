import { caisseAnalyticsEndpoints as analytics } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { createStreamTicket, type SseHub, takeStreamTicket } from '../../../lib/sse';
import { platformScope, restaurantScopeOf } from '../../../lib/tenant-scope';
import { LEDGER_ACCESS } from '../ledger/common';
import { realTime, SALES_CHANNEL } from './realtime';

/** A batch of tickets stored together is one push. */
const COALESCE_MS = 150;

/**
 * /caisse/real-time: the figures now, and a server-sent events stream that pushes them again each time the
 * ledger stores a ticket of the restaurant (PostgreSQL NOTIFY → the process's LISTEN → the open streams: lib/sse).
 */
export const realTimeRoutes = (app: FastifyInstance, db: Db, sse: SseHub) => {
  route(app, analytics.realTime, { access: LEDGER_ACCESS, handler: (req) => realTime(db, restaurantScopeOf(req)) });
  route(app, analytics.openStream, {
    access: LEDGER_ACCESS,
    handler: (req) => createStreamTicket(db, 'restaurant', req.auth!.user.id, restaurantScopeOf(req)),
  });
  route(app, analytics.stream, {
    // public: the one-time ticket, made by an authenticated POST for one restaurant, is the authorisation
    access: { public: true },
    handler: async (req, reply) => {
      const [restaurantId] = await takeStreamTicket(db, 'restaurant', req.params.streamId);
      const scope = platformScope(restaurantId);
      await sse.push(req, reply, {
        scope,
        channel: SALES_CHANNEL,
        event: 'sales',
        coalesceMs: COALESCE_MS,
        data: () => realTime(db, scope),
      });
      return reply; // taken over by the stream (lib/sse)
    },
  });
};
