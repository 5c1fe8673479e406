import { franchisorEndpoints as franchisor, type NetworkRealTime } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../lib/endpoints';
import { iso } from '../../lib/iso';
import { createStreamTicket, type SseHub, takeStreamTicket } from '../../lib/sse';
import { inScope, platformNetworkScope, scopeOf } from '../../lib/tenant-scope';
import { clocksOf, readSales, realTime, SALES_CHANNEL } from '../caisse';
import { NETWORK_ACCESS, type Network, networkOf } from './network';

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
 * a ticket of one of the restaurants read (lib/sse, the restaurant screen's stream), opened with a one-minute,
 * single-use ticket like the restaurant screen's (an EventSource cannot send the bearer token).
 */
export const networkRealTimeRoutes = (app: FastifyInstance, db: Db, sse: SseHub) => {
  route(app, franchisor.realTime, {
    access: NETWORK_ACCESS,
    handler: async (req) => networkRealTime(db, await networkOf(db, scopeOf(req), req.query.restaurant_id)),
  });
  route(app, franchisor.openStream, {
    access: NETWORK_ACCESS,
    handler: async (req) => {
      const network = await networkOf(db, scopeOf(req), req.query.restaurant_id);
      return createStreamTicket(db, 'network', req.auth!.user.id, network.scope);
    },
  });
  route(app, franchisor.stream, {
    // public: the one-time ticket, made by an authenticated POST for the restaurants read, is the authorisation
    access: { public: true },
    handler: async (req, reply) => {
      const ids = await takeStreamTicket(db, 'network', req.params.streamId);
      // the restaurants asked for, still live and holding the cash register
      const network = await networkOf(db, platformNetworkScope(ids));
      await sse.push(req, reply, {
        scope: network.scope,
        channel: SALES_CHANNEL,
        event: 'sales',
        coalesceMs: COALESCE_MS,
        data: () => networkRealTime(db, network),
      });
      return reply; // taken over by the stream (lib/sse)
    },
  });
};
