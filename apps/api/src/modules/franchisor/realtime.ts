import { randomUUID } from 'node:crypto';
import { type NetworkRealTime, networkFilterSchema, networkRealTimeSchema, realTimeStreamSchema } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { iso } from '../../lib/iso';
import { inScope, platformNetworkScope, scopeOf } from '../../lib/tenant-scope';
import { SalesHub } from '../caisse/analytics/hub';
import { readSales } from '../caisse/analytics/read';
import { realTime } from '../caisse/analytics/realtime';
import { clocksOf } from '../caisse/analytics/service';
import { NETWORK_ACCESS, type Network, networkOf } from './network';

const tags = ['franchiseur'];
const STREAM_TTL_MS = 60_000;
const KEEPALIVE_MS = 20_000;
/** Tickets of several restaurants arriving together are one push. */
const COALESCE_MS = 250;

/** /franchisor/real-time: the restaurant real-time figures over the network, and one line per restaurant. */
export const networkRealTime = async (db: Db, network: Network): Promise<NetworkRealTime> => {
  const clocks = await clocksOf(db, network.scope);
  const figures = await realTime(db, network.scope, clocks);
  // each restaurant's line is its own business day (restaurants in other timezones may be a day apart)
  const perClock = await Promise.all(
    clocks.map((c) =>
      Promise.all([
        readSales(db, c.scope, 'day', { from: c.today, to: c.today }, 'restaurant'),
        db.execute<{ restaurant_id: string; open: number }>(
          sql`select restaurant_id, count(*)::int as open from caisse_tickets
              where ${inScope(c.scope, sql`restaurant_id`)} and business_date = ${c.today} and status = 'opened' group by restaurant_id`,
        ),
      ]),
    ),
  );
  const sales = perClock.flatMap(([s]) => s);
  const open = { rows: perClock.flatMap(([, o]) => o.rows) };
  return {
    ...figures,
    last_tickets: figures.last_tickets.map((t) => ({
      ...t,
      closed_at: iso(t.closed_at),
      restaurant_id: t.restaurant_id,
      restaurant_name: network.name(t.restaurant_id),
    })),
    restaurants: network.restaurants
      .map((r) => {
        const s = sales.find((x) => x.restaurant_id === r.id);
        return {
          restaurant_id: r.id,
          name: r.name,
          ttc_cents: s?.ttc_cents ?? 0,
          tickets: s?.tickets ?? 0,
          covers: s?.covers ?? 0,
          open_orders: open.rows.find((x) => x.restaurant_id === r.id)?.open ?? 0,
        };
      })
      .sort((a, b) => b.ttc_cents - a.ttc_cents || a.name.localeCompare(b.name, 'fr')),
  };
};

/**
 * The network's real time: the figures now, and a server-sent events stream pushed again each time the ledger stores
 * a ticket of one of the restaurants read (PostgreSQL NOTIFY → this process's LISTEN → the open streams), opened with
 * a one-minute, single-use id like the restaurant screen's (an EventSource cannot send the bearer token).
 */
export const networkRealTimeRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // its own LISTEN connection, taken from the pool on the first network stream only
  const hub = new SalesHub(db.$client, COALESCE_MS);
  const open = new Set<() => void>();
  root.addHook('preClose', async () => {
    for (const end of open) end();
  });
  root.addHook('onClose', () => hub.close());

  app.get('/api/v1/franchisor/real-time', {
    config: { access: NETWORK_ACCESS },
    schema: {
      tags,
      summary: 'Temps réel du réseau : les chiffres du jour, par restaurant, les commandes et derniers tickets',
      querystring: networkFilterSchema,
      response: { 200: networkRealTimeSchema },
    },
    handler: async (req) => networkRealTime(db, await networkOf(db, scopeOf(req), req.query.restaurant_id)),
  });

  app.post('/api/v1/franchisor/real-time/streams', {
    config: { access: NETWORK_ACCESS },
    schema: {
      tags,
      summary: "Ouvre l'accès à un flux temps réel du réseau (valable une minute, une seule fois)",
      querystring: networkFilterSchema,
      response: { 201: realTimeStreamSchema },
    },
    handler: async (req, reply) => {
      const network = await networkOf(db, scopeOf(req), req.query.restaurant_id);
      const id = randomUUID();
      const expires = new Date(Date.now() + STREAM_TTL_MS);
      const ids = network.restaurants.map((r) => r.id);
      await db.execute(sql`delete from franchisor_realtime_streams where expires_at < now()`);
      await db.execute(
        sql`insert into franchisor_realtime_streams (id, user_id, restaurant_ids, expires_at)
            values (${id}, ${req.auth!.user.id}, ${`{${ids.join(',')}}`}::uuid[], ${expires})`,
      );
      return reply.code(201).send({ stream_id: id, expires_at: expires.toISOString() });
    },
  });

  app.get('/api/v1/franchisor/real-time/streams/:streamId', {
    // public: the one-time stream id, made by an authenticated POST for the restaurants read, is the authorisation
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Flux temps réel du réseau (text/event-stream), ouvert avec un accès de POST real-time/streams',
      params: z.object({ streamId: z.uuid() }),
    },
    handler: async (req, reply) => {
      const { rows } = await db.execute<{ restaurant_ids: string[] | string }>(
        sql`delete from franchisor_realtime_streams where id = ${req.params.streamId} and expires_at > now() returning restaurant_ids::text[]`,
      );
      if (!rows[0]) throw notFound('Flux temps réel introuvable ou expiré : rouvrez la page');
      const raw = rows[0].restaurant_ids;
      const ids = Array.isArray(raw) ? raw : raw.replace(/[{}]/g, '').split(',').filter(Boolean);
      // the restaurants asked for, still live and holding the cash register
      const network = await networkOf(db, platformNetworkScope(ids));
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
      let pending: NodeJS.Timeout | null = null;
      const send = async () => {
        try {
          const figures = await networkRealTime(db, network);
          if (!closed) res.write(`event: sales\ndata: ${JSON.stringify(figures)}\n\n`);
        } catch (error) {
          req.log.error({ err: error }, 'network real-time figures failed');
        }
      };
      // several restaurants notifying within the window are one computation
      const later = () => {
        pending ??= setTimeout(() => {
          pending = null;
          void send();
        }, COALESCE_MS);
      };
      const unsubscribes = await Promise.all(network.restaurants.map((r) => hub.subscribe(r.id, later)));
      const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepalive);
        if (pending) clearTimeout(pending);
        for (const u of unsubscribes) u();
        open.delete(end);
        res.end();
      };
      open.add(end);
      req.raw.on('close', end);
      await send();
    },
  });
};
