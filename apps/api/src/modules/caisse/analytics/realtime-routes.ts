import { realTimeSchema, realTimeStreamSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { createStreamTicket, type SseHub, takeStreamTicket } from '../../../lib/sse';
import { platformScope, restaurantScopeOf } from '../../../lib/tenant-scope';
import { LEDGER_ACCESS, ledgerUrl, restaurantParams } from '../ledger/common';
import { realTime, SALES_CHANNEL } from './realtime';

const tags = ['caisse — analyses'];
/** A batch of tickets stored together is one push. */
const COALESCE_MS = 150;

/**
 * /caisse/real-time: the figures now, and a server-sent events stream that pushes them again each time the
 * ledger stores a ticket of the restaurant (PostgreSQL NOTIFY → the process's LISTEN → the open streams: lib/sse).
 */
export const realTimeRoutes = (root: FastifyInstance, db: Db, sse: SseHub) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(ledgerUrl('analytics/real-time'), {
    config: { access: LEDGER_ACCESS },
    schema: {
      tags,
      summary: 'Temps réel : les chiffres du jour par source, mode de paiement et vendeur, les commandes et derniers tickets',
      params: restaurantParams,
      response: { 200: realTimeSchema },
    },
    handler: (req) => realTime(db, restaurantScopeOf(req)),
  });

  app.post(ledgerUrl('analytics/real-time/streams'), {
    config: { access: LEDGER_ACCESS },
    schema: {
      tags,
      summary: "Ouvre l'accès à un flux temps réel (valable une minute, une seule fois) : EventSource n'envoie pas le jeton",
      params: restaurantParams,
      response: { 201: realTimeStreamSchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await createStreamTicket(db, 'restaurant', req.auth!.user.id, restaurantScopeOf(req))),
  });

  // outside /restaurants/:restaurantId (whose routes all check a session): the restaurant is the stream ticket's
  app.get('/api/v1/caisse/real-time/streams/:streamId', {
    // public: the one-time ticket, made by an authenticated POST for one restaurant, is the authorisation
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Flux temps réel (text/event-stream), ouvert avec un accès de POST real-time/streams',
      params: z.object({ streamId: z.uuid() }),
    },
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
    },
  });
};
