import { type OpenOrder, type OpenOrderClosed, type openOrderInputSchema, type TicketInputParsed, ticketTotals } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../../db/database';
import { conflict, notFound, unprocessable } from '../../../../lib/http-errors';
import { newId } from '../../../../lib/ids';
import { iso } from '../../../../lib/iso';
import { inScope, type RestaurantScope, tenantColumn } from '../../../../lib/tenant-scope';
import { notifySales } from '../../analytics/realtime';
import { businessDateIn, readClock } from '../common';
import { ingestTickets } from '../tickets/ingest';

const NOT_FOUND = 'Commande introuvable';

type Row = {
  id: string;
  order_ref: string;
  register_id: string | null;
  business_date: string;
  source: OpenOrder['source'];
  type: OpenOrder['type'];
  table_label: string | null;
  covers: number;
  pos_user_id: string | null;
  lines_count: number;
  total_ttc_cents: number;
  opened_at: string;
  updated_at: string;
  closed_at: string | null;
  ticket_id: string | null;
};
const columns = sql`id, order_ref, register_id, business_date::text as business_date, source, type, table_label, covers, pos_user_id,
  lines_count, total_ttc_cents, opened_at, updated_at, closed_at, ticket_id`;
const toOrder = ({ table_label, ...r }: Row): OpenOrder => ({
  ...r,
  table: table_label,
  status: r.closed_at ? 'closed' : 'open',
  opened_at: iso(r.opened_at),
  updated_at: iso(r.updated_at),
  closed_at: r.closed_at ? iso(r.closed_at) : null,
});
const onRegister = (registerId: string | null) => (registerId === null ? sql`register_id is null` : sql`register_id = ${registerId}`);

/**
 * A terminal opens an order, or sends it again as it grows (same reference): one row per (restaurant, register,
 * reference), its lines' total computed as the ticket's will be. An order already closed into its ticket is not
 * reopened (409). The real time screens are told at commit.
 */
export const saveOpenOrder = (
  db: Db,
  scope: RestaurantScope,
  registerId: string | null,
  ref: string,
  input: z.output<typeof openOrderInputSchema>,
) =>
  db.transaction(async (tx) => {
    const clock = await readClock(tx, scope);
    const lines: TicketInputParsed['lines'] = input.lines;
    const total = ticketTotals(lines.map((l) => (l.menu_id ? { ...l, vat_rate_bp: null } : l))).total_ttc_cents;
    const values = sql`${input.source}, ${input.type}, ${input.table ?? null}, ${input.covers}, ${input.pos_user_id ?? null},
      ${JSON.stringify(lines)}::jsonb, ${lines.length}, ${total}, ${input.opened_at}::timestamptz`;
    const { rows } = await tx.execute<Row & { created: boolean }>(
      sql`insert into caisse_open_orders as o (id, restaurant_id, register_id, order_ref, business_date, source, type, table_label, covers,
            pos_user_id, lines, lines_count, total_ttc_cents, opened_at)
          values (${newId()}, ${scope.restaurantId}, ${registerId}, ${ref}, ${businessDateIn(clock, input.opened_at)}, ${values})
          on conflict on constraint caisse_open_orders_ref_key do update set
            source = excluded.source, type = excluded.type, table_label = excluded.table_label, covers = excluded.covers,
            pos_user_id = excluded.pos_user_id, lines = excluded.lines, lines_count = excluded.lines_count,
            total_ttc_cents = excluded.total_ttc_cents, updated_at = now()
          where o.closed_at is null
          returning ${columns}, (xmax = 0) as created`,
    );
    if (!rows.length) throw conflict('Cette commande est déjà encaissée : elle ne peut plus changer');
    await notifySales(tx, scope.restaurantId); // « commandes en cours » of the real time
    const { created, ...row } = rows[0];
    return { order: toOrder(row), created };
  });

/**
 * Closes an order into its ticket: the ticket goes through the ledger as `POST …/caisse/tickets` takes it (refused:
 * 422, nothing changes), then the order is marked closed with it. Sent again, the ticket is a replay and the same
 * answer comes back.
 */
export const closeOpenOrder = async (
  db: Db,
  scope: RestaurantScope,
  registerId: string | null,
  ref: string,
  ticket: unknown,
): Promise<OpenOrderClosed> => {
  const { rows: found } = await db.execute<{ id: string }>(
    sql`select id from caisse_open_orders where ${inScope(scope, tenantColumn())} and ${onRegister(registerId)} and order_ref = ${ref}`,
  );
  if (!found.length) throw notFound(NOT_FOUND);
  const [result] = (await ingestTickets(db, scope.restaurantId, registerId, [ticket])).results;
  if (result.status === 'refused' || !result.ticket) throw unprocessable(result.error?.message ?? 'Ticket refusé', result.error?.fields);
  const ticketId = result.ticket.id;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<Row>(
      sql`update caisse_open_orders set closed_at = coalesce(closed_at, now()), ticket_id = coalesce(ticket_id, ${ticketId}), updated_at = now()
          where ${inScope(scope, tenantColumn())} and id = ${found[0].id}
          returning ${columns}`,
    );
    await notifySales(tx, scope.restaurantId);
    return { order: toOrder(rows[0]), ticket: result };
  });
};
