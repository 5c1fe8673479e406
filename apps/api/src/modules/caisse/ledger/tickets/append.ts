import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { caisseLedgerEvents, caisseTicketLines, caisseTicketPayments, caisseTickets, caisseTicketVats } from '../../../../db/schema';
import { newId } from '../../../../lib/ids';
import { chainHash, type LedgerState, ledgerUpdate } from '../chain';
import type { Tx } from '../common';
import { ticketSeal } from './seal';

type TicketRow = typeof caisseTickets.$inferInsert;
type LineRow = typeof caisseTicketLines.$inferInsert;
type PaymentRow = typeof caisseTicketPayments.$inferInsert;
type VatRow = typeof caisseTicketVats.$inferInsert;

/** A ticket before the ledger gives it its number and its link: every row but the chain fields. */
export interface TicketDraft {
  ticket: Omit<TicketRow, 'id' | 'restaurant_id' | 'number' | 'previous_hash' | 'hash' | 'late'>;
  lines: Omit<LineRow, 'id' | 'restaurant_id' | 'ticket_id'>[];
  payments: Omit<PaymentRow, 'id' | 'restaurant_id' | 'ticket_id'>[];
  vats: Omit<VatRow, 'restaurant_id' | 'ticket_id'>[];
}

export type AppendedTicket = {
  id: string;
  number: number;
  business_date: string;
  hash: string;
  late: boolean;
};

// a multi-row insert binds one parameter per column and row; PostgreSQL takes at most 65,535 of them
const CHUNK_ROWS = 2000;
const insertAll = async (tx: Tx, table: PgTable, rows: Record<string, unknown>[]) => {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) await tx.insert(table).values(rows.slice(i, i + CHUNK_ROWS));
};

// how a value is written inside a PostgreSQL array literal: in double quotes, `"` and `\` escaped; NULL bare
const SPECIAL = /[\\"]/;
const quoted = (s: string) => (SPECIAL.test(s) ? `"${s.replace(/[\\"]/g, '\\$&')}"` : `"${s}"`);
type Write = (v: unknown) => string;
const scalar: Write = (v) =>
  typeof v === 'number' || typeof v === 'boolean' ? String(v) : v instanceof Date ? v.toISOString() : quoted(String(v));
const json: Write = (v) => quoted(JSON.stringify(v));
const nested: Write = (v) => quoted(`{${(v as unknown[]).map((x) => (x == null ? 'NULL' : scalar(x))).join(',')}}`);
const arrayLiteral = (rows: readonly Record<string, unknown>[], key: string, write: Write) => {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i][key];
    parts[i] = v == null ? 'NULL' : write(v);
  }
  return `{${parts.join(',')}}`;
};

/**
 * `insert … select … from unnest($1::uuid[], $2::int[], …)`: the rows of one table as one array parameter per
 * column, typed from the Drizzle schema. Building drizzle's multi-row insert (one bound parameter per cell) was most
 * of a batch's CPU in the profile, and JSON rows (`jsonb_populate_recordset`, the previous form) repeated every
 * column name in every row for PostgreSQL to parse and look up (docs/caisse-ledger.md "Ingestion speed"). Only the
 * columns the rows carry are written, the others take their SQL default (a missing field is null). Array columns
 * (`payment_methods`) travel as text and are cast back, since unnest flattens arrays of arrays.
 */
export const insertRows = (table: PgTable, rows: readonly Record<string, unknown>[]) => {
  const columns = getTableColumns(table);
  const keys = new Set<string>();
  for (const r of rows) for (const k in r) keys.add(k);
  const names: SQL[] = [];
  const selected: SQL[] = [];
  const arrays: SQL[] = [];
  for (const k of keys) {
    const column = columns[k];
    const type = column.getSQLType().replace('timestamp with time zone', 'timestamptz');
    const isArray = type.endsWith('[]');
    const write = isArray ? nested : type === 'jsonb' || type === 'json' ? json : scalar;
    const name = sql`${sql.identifier(column.name)}`;
    names.push(name);
    selected.push(isArray ? sql`${name}::${sql.raw(type)}` : name);
    arrays.push(sql`${arrayLiteral(rows, k, write)}::${sql.raw(isArray ? 'text' : type)}[]`);
  }
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(names, sql`, `)})`;
};

/**
 * Every table of the batch and the moved ledger state in ONE statement (data-modifying CTEs): under the ledger
 * lock each round trip is time every other terminal of the restaurant waits, and on a loaded machine a round
 * trip costs more than the rows. The foreign keys of lines, payments and VAT to their tickets are checked at the
 * end of the statement, once the tickets are in.
 */
const writeBatch = (tx: Tx, restaurantId: string, state: LedgerState, tables: [PgTable, Record<string, unknown>[]][]) => {
  const inserts = tables
    .filter(([, rows]) => rows.length)
    .map(([table, rows], i) => sql`${sql.raw(`w${i}`)} as (${insertRows(table, rows)})`);
  return tx.execute(sql`with ${sql.join(inserts, sql`, `)} ${ledgerUpdate(restaurantId, state)}`);
};

/**
 * Numbers, chains and writes tickets in the locked ledger (`state` comes from lockLedger; it is moved on here and
 * saved in the same statement as the rows): a batch of 500 costs one statement (two with late tickets).
 * A ticket whose business day is already closed is stored, flagged late and journaled (docs/decisions.md).
 */
export const appendTickets = async (
  tx: Tx,
  restaurantId: string,
  state: LedgerState,
  drafts: readonly TicketDraft[],
): Promise<AppendedTicket[]> => {
  const tickets: TicketRow[] = [];
  const lines: LineRow[] = [];
  const payments: PaymentRow[] = [];
  const vats: VatRow[] = [];
  const events: (typeof caisseLedgerEvents.$inferInsert)[] = [];
  const out: AppendedTicket[] = [];
  for (const d of drafts) {
    const id = newId();
    const number = state.last_ticket_number + 1;
    const late = state.last_closed_date !== null && d.ticket.business_date <= state.last_closed_date;
    const ticket: TicketRow = {
      ...d.ticket,
      id,
      restaurant_id: restaurantId,
      number,
      late,
      previous_hash: state.last_ticket_hash,
      hash: '',
    };
    const own = { restaurant_id: restaurantId, ticket_id: id };
    const l = d.lines.map((x) => ({ ...x, ...own, id: newId() }));
    const p = d.payments.map((x) => ({ ...x, ...own, id: newId() }));
    const v = d.vats.map((x) => ({ ...x, ...own }));
    ticket.hash = chainHash(state.last_ticket_hash, ticketSeal(ticket, l, p, v));
    tickets.push(ticket);
    lines.push(...l);
    payments.push(...p);
    vats.push(...v);
    if (late)
      events.push({
        restaurant_id: restaurantId,
        kind: 'late_ticket',
        ticket_id: id,
        register_id: ticket.register_id,
        details: { number, business_date: ticket.business_date },
      });
    state.last_ticket_number = number;
    state.last_ticket_hash = ticket.hash;
    state.grand_total_cents += ticket.total_ttc_cents;
    state.absolute_total_cents += Math.abs(ticket.total_ttc_cents);
    out.push({ id, number, business_date: ticket.business_date, hash: ticket.hash, late });
  }
  if (!tickets.length) return out;
  await writeBatch(tx, restaurantId, state, [
    [caisseTickets, tickets],
    [caisseTicketLines, lines],
    [caisseTicketPayments, payments],
    [caisseTicketVats, vats],
  ]);
  if (events.length) await insertAll(tx, caisseLedgerEvents, events);
  return out;
};
