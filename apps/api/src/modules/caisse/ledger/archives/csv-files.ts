import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import type { ArchiveFileName } from './manifest';

/**
 * What each CSV of an archive holds, read in keyset batches so that a year of tickets never sits in memory at
 * once. Amounts stay in integer cents (`*_cents`) and rates in basis points: an archive is read by programs
 * and inspectors' tools, and cents leave no doubt about rounding.
 */
export interface ArchiveRange {
  restaurantId: string;
  from: string;
  to: string;
  timezone: string;
}

interface FileSource {
  name: ArchiveFileName;
  columns: string[];
  /** One batch of rows after `after` (the previous batch's last key), in a stable order. */
  batch: (r: ArchiveRange, after: [number, number] | null, limit: number) => SQL;
  /** The keyset key of a row: [ticket or closing number, position]. */
  key: (row: Record<string, unknown>) => [number, number];
}

const ticketRange = (r: ArchiveRange) =>
  sql`t.restaurant_id = ${r.restaurantId} and t.business_date between ${r.from}::date and ${r.to}::date`;
const afterKey = (after: [number, number] | null, a: SQL, b: SQL) => (after ? sql`(${a}, ${b}) > (${after[0]}, ${after[1]})` : sql`true`);
const ticketChild = (table: string, columns: string, order: string) => ({
  batch: (r: ArchiveRange, after: [number, number] | null, limit: number) =>
    sql`select t.number as ticket_number, ${sql.raw(columns)} from caisse_tickets t
        join ${sql.raw(table)} c on c.restaurant_id = t.restaurant_id and c.ticket_id = t.id
        where ${ticketRange(r)} and ${afterKey(after, sql`t.number`, sql.raw(`c.${order}`))}
        order by t.number, c.${sql.raw(order)} limit ${limit}`,
  key: (row: Record<string, unknown>) => [Number(row.ticket_number), Number(row[order])] as [number, number],
});

export const FILE_SOURCES: FileSource[] = [
  {
    name: 'tickets.csv',
    columns: [
      'id',
      'number',
      'business_date',
      'status',
      'source',
      'type',
      'delivery_status',
      'register_id',
      'register_label',
      'terminal_number',
      'table_label',
      'covers',
      'pos_user_id',
      'pos_user_name',
      'customer_id',
      'customer_name',
      'opened_at',
      'closed_at',
      'received_at',
      'total_ht_cents',
      'total_tva_cents',
      'total_ttc_cents',
      'discount_cents',
      'offered_cents',
      'payment_methods',
      'late',
      'cancels_ticket_id',
      'cancel_reason',
      'previous_hash',
      'hash',
      // the form of the seal its hash was made with (tickets/seal.ts): every sealed fact is in the archive
      'seal_version',
    ],
    batch: (r, after, limit) =>
      sql`select t.id, t.number, t.business_date::text as business_date, t.status, t.source, t.type, t.delivery_status, t.register_id,
            t.register_label, t.terminal_number, t.table_label, t.covers, t.pos_user_id, t.pos_user_name, t.customer_id, t.customer_name,
            t.opened_at, t.closed_at, t.received_at, t.total_ht_cents, t.total_tva_cents, t.total_ttc_cents, t.discount_cents,
            t.offered_cents, array_to_string(t.payment_methods, ',') as payment_methods, t.late, t.cancels_ticket_id, t.cancel_reason,
            t.previous_hash, t.hash, t.seal_version
          from caisse_tickets t where ${ticketRange(r)} and ${afterKey(after, sql`t.number`, sql`0`)}
          order by t.number limit ${limit}`,
    key: (row) => [Number(row.number), 0],
  },
  {
    name: 'ticket_lines.csv',
    columns: [
      'ticket_number',
      'ticket_id',
      'position',
      'product_id',
      'menu_id',
      'name',
      'quantity',
      'unit_price_cents',
      'vat_rate_bp',
      'discount_cents',
      'offered',
      'total_cents',
      'options',
      'choices',
      'vat_split',
      'discount_reason',
    ],
    ...ticketChild(
      'caisse_ticket_lines',
      'c.ticket_id, c.position, c.product_id, c.menu_id, c.name, c.quantity, c.unit_price_cents, c.vat_rate_bp, c.discount_cents, c.offered, c.total_cents, c.options, c.choices, c.vat_split, c.discount_reason',
      'position',
    ),
  },
  {
    name: 'ticket_payments.csv',
    columns: ['ticket_number', 'ticket_id', 'position', 'method', 'amount_cents', 'issuer', 'titre_form'],
    ...ticketChild('caisse_ticket_payments', 'c.ticket_id, c.position, c.method, c.amount_cents, c.issuer, c.titre_form', 'position'),
  },
  {
    name: 'ticket_vat.csv',
    columns: ['ticket_number', 'ticket_id', 'rate_bp', 'ht_cents', 'tva_cents', 'ttc_cents'],
    ...ticketChild('caisse_ticket_vats', 'c.ticket_id, c.rate_bp, c.ht_cents, c.tva_cents, c.ttc_cents', 'rate_bp'),
  },
  {
    name: 'closings.csv',
    columns: [
      'id',
      'number',
      'business_date',
      'from_date',
      'previous_last_ticket_number',
      'last_ticket_number',
      'closed_at',
      'closed_by_name',
      'tickets_count',
      'total_ttc_cents',
      'counted_cash_cents',
      'cash_variance_cents',
      'variance_reason',
      'perpetual_grand_total_cents',
      'perpetual_absolute_total_cents',
      'figures',
      'previous_hash',
      'hash',
    ],
    batch: (r, after, limit) =>
      sql`select c.id, c.number, c.business_date::text as business_date, c.from_date::text as from_date, c.previous_last_ticket_number,
            c.last_ticket_number, c.closed_at, c.closed_by_name, c.tickets_count, c.total_ttc_cents, c.counted_cash_cents,
            c.cash_variance_cents, c.variance_reason, c.perpetual_grand_total_cents, c.perpetual_absolute_total_cents, c.figures,
            c.previous_hash, c.hash
          from caisse_closings c
          where c.restaurant_id = ${r.restaurantId} and c.business_date between ${r.from}::date and ${r.to}::date
            and ${afterKey(after, sql`c.number`, sql`0`)}
          order by c.number limit ${limit}`,
    key: (row) => [Number(row.number), 0],
  },
  {
    name: 'events.csv',
    columns: ['seq', 'id', 'occurred_at', 'kind', 'user_id', 'actor_name', 'register_id', 'ticket_id', 'closing_id', 'details'],
    // Events are ordered by their time-ordered id; `seq` numbers them in the file for the keyset.
    batch: (r, after, limit) =>
      sql`select * from (
            select row_number() over (order by e.occurred_at, e.id)::int as seq, e.id, e.occurred_at, e.kind, e.user_id, e.actor_name,
              e.register_id, e.ticket_id, e.closing_id, e.details
            from caisse_ledger_events e
            where e.restaurant_id = ${r.restaurantId}
              and (e.occurred_at at time zone ${r.timezone})::date between ${r.from}::date and ${r.to}::date
          ) s where ${afterKey(after, sql`s.seq`, sql`0`)} order by s.seq limit ${limit}`,
    key: (row) => [Number(row.seq), 0],
  },
];

/** Reads a file's rows batch after batch. */
export async function* rowsOf(db: Db, source: FileSource, range: ArchiveRange, batchSize = 5000) {
  let after: [number, number] | null = null;
  for (;;) {
    const { rows } = await db.execute<Record<string, unknown>>(source.batch(range, after, batchSize));
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = source.key(rows[rows.length - 1]);
  }
}
