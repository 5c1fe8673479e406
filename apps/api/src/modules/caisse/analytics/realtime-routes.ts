import { randomUUID } from 'node:crypto';
import { realTimeSchema, realTimeStreamSchema } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { platformScope, restaurantScopeOf } from '../../../lib/tenant-scope';
import { LEDGER_ACCESS, ledgerUrl, restaurantParams } from '../ledger/common';
import { SalesHub } from './hub';
import { realTime } from './realtime';

const tags = ['caisse — analyses'];
const STREAM_TTL_MS = 60_000;
const KEEPALIVE_MS = 20_000;

/**
 * /caisse/real-time: the figures now, and a server-sent events stream that pushes them again each time the
 * ledger stores a ticket of the restaurant (PostgreSQL NOTIFY → this process's LISTEN → the open streams).
 */
export const realTimeRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const hub = new SalesHub(db.$client);
  const open = new Set<() => void>();
  // open streams would hold the server's close: end them first
  root.addHook('preClose', async () => {
    for (const end of open) end();
  });
  root.addHook('onClose', () => hub.close());

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
    handler: async (req, reply) => {
      const id = randomUUID();
      const expires = new Date(Date.now() + STREAM_TTL_MS);
      const scope = restaurantScopeOf(req);
      await db.execute(sql`delete from caisse_realtime_streams where expires_at < now()`);
      await db.execute(
        sql`insert into caisse_realtime_streams (id, restaurant_id, user_id, expires_at) values (${id}, ${scope.restaurantId}, ${req.auth!.user.id}, ${expires})`,
      );
      return reply.code(201).send({ stream_id: id, expires_at: expires.toISOString() });
    },
  });

  // outside /restaurants/:restaurantId (whose routes all check a session): the restaurant is the stream id's
  app.get('/api/v1/caisse/real-time/streams/:streamId', {
    // public: the one-time stream id, made by an authenticated POST for one restaurant, is the authorisation
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Flux temps réel (text/event-stream), ouvert avec un accès de POST real-time/streams',
      params: z.object({ streamId: z.uuid() }),
    },
    handler: async (req, reply) => {
      const { rows } = await db.execute<{ restaurant_id: string }>(
        sql`delete from caisse_realtime_streams where id = ${req.params.streamId} and expires_at > now() returning restaurant_id`,
      );
      if (!rows[0]) throw notFound('Flux temps réel introuvable ou expiré : rouvrez la page');
      const restaurantId = rows[0].restaurant_id;
      const scope = platformScope(restaurantId);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      let closed = false;
      const send = async () => {
        try {
          const figures = await realTime(db, scope);
          if (!closed) res.write(`event: sales\ndata: ${JSON.stringify(figures)}\n\n`);
        } catch (error) {
          req.log.error({ err: error }, 'real-time figures failed');
        }
      };
      const unsubscribe = await hub.subscribe(restaurantId, () => void send());
      const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepalive);
        unsubscribe();
        open.delete(end);
        res.end();
      };
      open.add(end);
      req.raw.on('close', end);
      await send();
    },
  });
};
