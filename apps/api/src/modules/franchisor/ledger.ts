import type {
  Closing,
  NetworkClosing,
  NetworkClosingListQuery,
  NetworkClosingRow,
  NetworkTicket,
  NetworkTicketDetail,
  NetworkTicketListQuery,
} from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/http-errors';
import { decodeCursor, encodeCursor, keysetPage } from '../../lib/keyset';
import { pageOfAll, toPage } from '../../lib/paging';
import { inScope, narrowScope, type TenantScope } from '../../lib/tenant-scope';
import {
  type ClosingRow,
  closingColumns,
  getClosing,
  getTicket,
  type SummaryRow,
  sumClosings,
  summaryColumns,
  ticketFilters,
  toClosing,
  toSummary,
} from '../caisse';
import { type Network, networkOf } from './network';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = SummaryRow & { restaurant_id: string; _k: Date; _id: string };

/** One restaurant of the network the request holds (it was found in that scope; never wider). */
const oneOf = (network: { scope: TenantScope }, restaurantId: string) => {
  const scope = narrowScope(network.scope, restaurantId);
  if (!scope) throw notFound('Restaurant introuvable');
  return scope;
};

/**
 * /franchisor/tickets: the tickets of every restaurant of the network, newest first, keyset-paged on (closed_at, id).
 * Each restaurant's page is read by its own (restaurant, closed_at) index and the pages are merged, so page 500 costs
 * what page 1 costs whatever the network's size in tickets.
 */
export const networkTickets = async (db: Db, scope: TenantScope, q: NetworkTicketListQuery) => {
  const network = await networkOf(db, scope, q.restaurant_id);
  const desc = q.order !== 'asc';
  let after = sql`true`;
  if (q.cursor) {
    const [value, id] = decodeCursor(q.cursor);
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value)) || !UUID.test(id))
      throw badRequest('Le curseur de pagination est invalide', { cursor: 'Le curseur de pagination est invalide' });
    after = desc
      ? sql`(t.closed_at, t.id) < (${value}::timestamptz, ${id}::uuid)`
      : sql`(t.closed_at, t.id) > (${value}::timestamptz, ${id}::uuid)`;
  }
  if (!network.restaurants.length) return { ...toPage(q, 0, [] as NetworkTicket[]), next_cursor: null };
  const direction = desc ? sql`desc` : sql`asc`;
  const pages = network.restaurants.map(
    (r) => sql`(select ${summaryColumns}, t.restaurant_id, t.closed_at as _k, t.id as _id from caisse_tickets t
      where ${ticketFilters(oneOf(network, r.id), q)} and ${after} order by t.closed_at ${direction}, t.id ${direction} limit ${q.per_page + 1})`,
  );
  const [{ rows }, counted] = await Promise.all([
    db.execute<Row>(
      sql`select * from (${sql.join(pages, sql` union all `)}) u order by _k ${direction}, _id ${direction} limit ${q.per_page + 1}`,
    ),
    db.execute<{ n: number }>(sql`select count(*) as n from caisse_tickets t where ${ticketFilters(network.scope, q)}`),
  ]);
  const more = rows.length > q.per_page;
  const page = rows.slice(0, q.per_page);
  const last = page.at(-1);
  return {
    ...toPage(
      q,
      Number(counted.rows[0].n),
      page.map(
        ({ _k, _id, restaurant_id, ...r }): NetworkTicket => ({
          ...toSummary(r as SummaryRow),
          restaurant_id,
          restaurant_name: network.name(restaurant_id),
        }),
      ),
    ),
    next_cursor: more && last ? encodeCursor(new Date(last._k).toISOString(), last._id) : null,
  };
};

/** The restaurant of the network a row of `table` belongs to, or 404 (another network's id is simply not found). */
const ownerOf = async (db: Db, scope: TenantScope, table: 'caisse_tickets' | 'caisse_closings', id: string, message: string) => {
  const { rows } = await db.execute<{ restaurant_id: string }>(
    sql`select restaurant_id from ${sql.identifier(table)} where ${inScope(scope, sql`restaurant_id`)} and id = ${id}`,
  );
  if (!rows[0]) throw notFound(message);
  return rows[0].restaurant_id;
};

/** A ticket of the network with its restaurant: the restaurant screen's detail, through the ledger service. */
export const networkTicket = async (db: Db, scope: TenantScope, id: string): Promise<NetworkTicketDetail> => {
  const network = await networkOf(db, scope);
  const restaurantId = await ownerOf(db, network.scope, 'caisse_tickets', id, 'Ticket introuvable');
  const ticket = await getTicket(db, oneOf(network, restaurantId), id);
  return { ...ticket, restaurant_id: restaurantId, restaurant_name: network.name(restaurantId) };
};

/** /franchisor/z-caisse: the daily closings of the network, newest business day first (keyset). */
export const networkClosings = async (db: Db, scope: TenantScope, q: NetworkClosingListQuery) => {
  const network = await networkOf(db, scope, q.restaurant_id);
  const where = [inScope(network.scope, sql`c.restaurant_id`)];
  if (q.from) where.push(sql`c.business_date >= ${q.from}`);
  if (q.to) where.push(sql`c.business_date <= ${q.to}`);
  if (q.period !== 'day') return closingsByPeriod(db, network, sql.join(where, sql` and `), q);
  const page = await keysetPage<ClosingRow>(db, q, {
    select: closingColumns,
    from: sql`caisse_closings c`,
    where: sql.join(where, sql` and `),
    // text: the cursor keeps the day as written, whatever the process's timezone
    sortBy: sql`c.business_date::text`,
    id: sql`c.id`,
  });
  return {
    ...page,
    data: page.data.map(
      (r): NetworkClosing => ({ ...toClosing(r), restaurant_id: r.restaurant_id, restaurant_name: network.name(r.restaurant_id) }),
    ),
  };
};

/**
 * Months or years of the network: per period (newest first), each restaurant's closing of the period (the sum of its
 * daily closings, as its own screen makes it), then the network's total — the sum of those, to the cent. The
 * perpetual grand totals of the network's row are the sum of its restaurants' at the period's end. Paged by page.
 */
const closingsByPeriod = async (db: Db, network: Network, where: SQL, q: NetworkClosingListQuery) => {
  const { rows } = await db.execute<ClosingRow>(
    sql`select ${closingColumns} from caisse_closings c where ${where} order by c.restaurant_id, c.number`,
  );
  const width = q.period === 'month' ? 7 : 4;
  const periods = new Map<string, Map<string, Closing[]>>();
  for (const r of rows) {
    const key = r.business_date.slice(0, width);
    const own = periods.get(key) ?? new Map<string, Closing[]>();
    own.set(r.restaurant_id, [...(own.get(r.restaurant_id) ?? []), toClosing(r)]);
    periods.set(key, own);
  }
  const period = q.period as 'month' | 'year';
  const keys = [...periods.keys()].sort();
  if (q.order !== 'asc') keys.reverse();
  const data: NetworkClosingRow[] = keys.flatMap((key) => {
    const own = [...(periods.get(key) ?? [])]
      .map(([id, days]) => ({ ...sumClosings(period, key, days), restaurant_id: id, restaurant_name: network.name(id) }))
      .sort((a, b) => a.restaurant_name.localeCompare(b.restaurant_name, 'fr') || a.restaurant_id.localeCompare(b.restaurant_id));
    const days = own.length > 1 ? [...periods.get(key)!.values()].flat() : [];
    if (!days.length) return own;
    days.sort((a, b) => a.business_date.localeCompare(b.business_date));
    const total: NetworkClosingRow = {
      ...sumClosings(period, key, days),
      closed_at: own.map((c) => c.closed_at).reduce((a, b) => ((b ?? '') > (a ?? '') ? b : a), null as string | null),
      perpetual_grand_total_cents: own.reduce((a, c) => a + (c.perpetual_grand_total_cents ?? 0), 0),
      perpetual_absolute_total_cents: own.reduce((a, c) => a + (c.perpetual_absolute_total_cents ?? 0), 0),
      restaurant_id: null,
      restaurant_name: 'Total du réseau',
    };
    return [...own, total];
  });
  return { ...pageOfAll(q, data), next_cursor: null };
};

export const networkClosing = async (db: Db, scope: TenantScope, id: string): Promise<NetworkClosing> => {
  const network = await networkOf(db, scope);
  const restaurantId = await ownerOf(db, network.scope, 'caisse_closings', id, 'Clôture introuvable');
  const closing: Closing = await getClosing(db, oneOf(network, restaurantId), id);
  return { ...closing, restaurant_id: restaurantId, restaurant_name: network.name(restaurantId) };
};
