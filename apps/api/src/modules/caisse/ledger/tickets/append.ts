import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../../db/database';
import { caisseLedgerEvents, caisseTicketLines, caisseTicketPayments, caisseTickets, caisseTicketVats } from '../../../../db/schema';
import { newId } from '../../../../lib/ids';
import { chainHashOfJson, type LedgerState, ledgerUpdate } from '../chain';
import { CURRENT_SEAL_VERSION, type SealParts, sealedJson, sealParts, ticketSeal } from './seal';

type TicketRow = typeof caisseTickets.$inferInsert;
type LineRow = typeof caisseTicketLines.$inferInsert;
type PaymentRow = typeof caisseTicketPayments.$inferInsert;
type VatRow = typeof caisseTicketVats.$inferInsert;

/** A ticket before the ledger gives it its number and its link: every row but the chain fields. */
export interface TicketDraft {
  ticket: Omit<TicketRow, 'id' | 'restaurant_id' | 'number' | 'previous_hash' | 'hash' | 'late' | 'seal_version'>;
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
/** One column of rows to insert: its SQL type and one array-literal element per row. */
interface Cells {
  name: string;
  type: string;
  cells: string[];
}

/** The columns the rows carry, typed from the Drizzle schema (the others take their SQL default). */
const cellsOf = (table: PgTable, rows: readonly Record<string, unknown>[], skip: ReadonlySet<string> = new Set()): Cells[] => {
  const columns = getTableColumns(table);
  const keys = new Set<string>();
  for (const r of rows) for (const k in r) if (!skip.has(k)) keys.add(k);
  return [...keys].map((k) => {
    const column = columns[k];
    const type = column.getSQLType().replace('timestamp with time zone', 'timestamptz');
    const write = type.endsWith('[]') ? nested : type === 'jsonb' || type === 'json' ? json : scalar;
    const cells = new Array<string>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const v = rows[i][k];
      cells[i] = v == null ? 'NULL' : write(v);
    }
    return { name: column.name, type, cells };
  });
};

/**
 * `insert … select … from unnest($1::uuid[], $2::int[], …)`: the rows of one table as one array parameter per
 * column. Building drizzle's multi-row insert (one bound parameter per cell) was most of a
 * batch's CPU in the profile, and JSON rows (`jsonb_populate_recordset`, the previous form) repeated every column
 * name in every row for PostgreSQL to parse and look up (docs/caisse-ledger.md "Ingestion speed"). Array columns
 * (`payment_methods`) travel as text and are cast back, since unnest flattens arrays of arrays.
 */
const insertSql = (table: PgTable, columns: readonly Cells[]) => {
  const names = columns.map((c) => sql`${sql.identifier(c.name)}`);
  const selected = columns.map((c, i) => (c.type.endsWith('[]') ? sql`${names[i]}::${sql.raw(c.type)}` : names[i]));
  const arrays = columns.map((c) => sql`${`{${c.cells.join(',')}}`}::${sql.raw(c.type.endsWith('[]') ? 'text' : c.type)}[]`);
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(names, sql`, `)})`;
};

/** The rows of `table` as one insert statement (`insert … select … from unnest(…)`). */
export const insertRows = (table: PgTable, rows: readonly Record<string, unknown>[]) => insertSql(table, cellsOf(table, rows));

/** The ticket columns only the ledger lock can fill: the number, the late flag and the chain. */
const CHAIN_COLUMNS = new Set(['number', 'late', 'previous_hash', 'hash']);

/**
 * A batch written before the ledger lock: ids given, every row rendered, each seal's canonical JSON cut around
 * the chain fields. Under the lock only the numbers, late flags and hashes remain (`appendPrepared`): the lock,
 * which every terminal of the restaurant waits on, is held for that, one statement and the commit — writing the
 * rows and their JSON inside it was a fifth of the API's CPU and the batch's throughput limit (bench/README.md).
 */
export interface PreparedBatch {
  tickets: { id: string; business_date: string; register_id: string | null; total_ttc_cents: number; seal: SealParts }[];
  tables: { table: PgTable; columns: Cells[]; owner: number[] }[];
}

export const prepareTickets = (restaurantId: string, drafts: readonly TicketDraft[]): PreparedBatch => {
  const tickets: Omit<TicketRow, 'number' | 'previous_hash' | 'hash' | 'late'>[] = [];
  const lines: LineRow[] = [];
  const payments: PaymentRow[] = [];
  const vats: VatRow[] = [];
  const owners: [number[], number[], number[]] = [[], [], []];
  const out: PreparedBatch['tickets'] = [];
  drafts.forEach((d, index) => {
    const id = newId();
    // every new ticket is sealed in the current form, and records it (seal.ts)
    const ticket = { ...d.ticket, id, restaurant_id: restaurantId, seal_version: CURRENT_SEAL_VERSION };
    const own = { restaurant_id: restaurantId, ticket_id: id };
    const l = d.lines.map((x) => ({ ...x, ...own, id: newId() }));
    const p = d.payments.map((x) => ({ ...x, ...own, id: newId() }));
    const v = d.vats.map((x) => ({ ...x, ...own }));
    tickets.push(ticket);
    lines.push(...l);
    payments.push(...p);
    vats.push(...v);
    for (const [rows, owner] of [
      [l, owners[0]],
      [p, owners[1]],
      [v, owners[2]],
    ] as const)
      for (let i = 0; i < rows.length; i++) owner.push(index);
    out.push({
      id,
      business_date: ticket.business_date,
      register_id: ticket.register_id ?? null,
      total_ttc_cents: ticket.total_ttc_cents,
      seal: sealParts(ticketSeal({ ...ticket, number: 0, late: false, previous_hash: '', hash: '' }, l, p, v)),
    });
  });
  return {
    tickets: out,
    tables: [
      { table: caisseTickets, columns: cellsOf(caisseTickets, tickets, CHAIN_COLUMNS), owner: tickets.map((_, i) => i) },
      { table: caisseTicketLines, columns: cellsOf(caisseTicketLines, lines), owner: owners[0] },
      { table: caisseTicketPayments, columns: cellsOf(caisseTicketPayments, payments), owner: owners[1] },
      { table: caisseTicketVats, columns: cellsOf(caisseTicketVats, vats), owner: owners[2] },
    ],
  };
};

/**
 * Numbers, chains and writes the prepared tickets (`only`: those of these indexes, the others were replays; `returning`:
 * an expression the statement evaluates once, such as the notice to the live screens) in the
 * locked ledger (`state` comes from lockLedger; it is moved on here and saved in the same statement as the rows):
 * every table of the batch and the moved ledger state in ONE statement (data-modifying CTEs), two with late
 * tickets — under the lock each round trip is time every other terminal of the restaurant waits. The foreign keys
 * of lines, payments and VAT to their tickets are checked at the end of the statement, once the tickets are in.
 * A ticket whose business day is already closed is stored, flagged late and journaled (docs/decisions.md).
 */
export const appendPrepared = async (
  tx: Tx,
  restaurantId: string,
  state: LedgerState,
  batch: PreparedBatch,
  { only, returning }: { only?: readonly number[]; returning?: SQL } = {},
): Promise<AppendedTicket[]> => {
  // numbered in the batch's order, whatever order `only` lists them in
  const indexes = only ? [...only].sort((a, b) => a - b) : batch.tickets.map((_, i) => i);
  if (!indexes.length) return [];
  const chain = { number: [] as string[], late: [] as string[], previous_hash: [] as string[], hash: [] as string[] };
  const events: (typeof caisseLedgerEvents.$inferInsert)[] = [];
  const out: AppendedTicket[] = [];
  for (const i of indexes) {
    const t = batch.tickets[i];
    const number = state.last_ticket_number + 1;
    const late = state.last_closed_date !== null && t.business_date <= state.last_closed_date;
    const hash = chainHashOfJson(state.last_ticket_hash, sealedJson(t.seal, late, number));
    chain.number.push(String(number));
    chain.late.push(String(late));
    chain.previous_hash.push(`"${state.last_ticket_hash}"`);
    chain.hash.push(`"${hash}"`);
    if (late)
      events.push({
        restaurant_id: restaurantId,
        kind: 'late_ticket',
        ticket_id: t.id,
        register_id: t.register_id,
        details: { number, business_date: t.business_date },
      });
    state.last_ticket_number = number;
    state.last_ticket_hash = hash;
    state.grand_total_cents += t.total_ttc_cents;
    state.absolute_total_cents += Math.abs(t.total_ttc_cents);
    out.push({ id: t.id, number, business_date: t.business_date, hash, late });
  }
  const kept = new Set(indexes);
  const chainCells: Cells[] = (Object.keys(chain) as (keyof typeof chain)[]).map((key) => ({
    name: caisseTickets[key].name,
    type: caisseTickets[key].getSQLType(),
    cells: chain[key],
  }));
  const inserts = batch.tables.flatMap(({ table, columns, owner }, t) => {
    const keep = only ? owner.flatMap((o, row) => (kept.has(o) ? [row] : [])) : undefined;
    if (!(keep ?? owner).length) return [];
    const rows = keep ? columns.map((c) => ({ ...c, cells: keep.map((row) => c.cells[row]) })) : columns;
    // the tickets' chain cells follow `indexes`, in the order of their rows
    return [sql`${sql.raw(`w${t}`)} as (${insertSql(table, table === caisseTickets ? [...rows, ...chainCells] : rows)})`];
  });
  await tx.execute(sql`with ${sql.join(inserts, sql`, `)} ${ledgerUpdate(restaurantId, state, returning)}`);
  if (events.length) await insertAll(tx, caisseLedgerEvents, events);
  return out;
};

/** Prepares and appends in one go (a cancellation, under the lock already). */
export const appendTickets = (tx: Tx, restaurantId: string, state: LedgerState, drafts: readonly TicketDraft[]) =>
  appendPrepared(tx, restaurantId, state, prepareTickets(restaurantId, drafts));
