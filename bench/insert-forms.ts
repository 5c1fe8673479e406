import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { connect, runMigrations, startEmbeddedPostgres } from '../apps/api/src/db/database';
import { caisseTicketLines, caisseTickets } from '../apps/api/src/db/schema';
import { newId } from '../apps/api/src/lib/ids';
import { insertRows } from '../apps/api/src/modules/caisse/ledger/tickets/append';
import { freePort } from './product';

/**
 * The ledger's two set-based insert forms side by side, on one PostgreSQL connection, in alternating rounds:
 * `unnest` (one typed array per column, what `appendTickets` sends) against JSON rows expanded by
 * `jsonb_populate_recordset` (what it sent before). Batches of 100 tickets and 300 lines into copies of the ledger's
 * tables (same columns and indexes, no foreign keys); PostgreSQL's CPU is the backend's own, from /proc.
 * Usage: npx tsx bench/insert-forms.ts
 */

// the previous form, kept here for the comparison
const insertJson = (table: PgTable, rows: Record<string, unknown>[]) => {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb)`;
};

const TICKETS = 100;
const batch = () => {
  const tickets = Array.from({ length: TICKETS }, (_, i) => ({
    id: newId(),
    restaurant_id: newId(),
    number: i + 1,
    business_date: '2026-01-01',
    status: 'ended',
    source: 'pos',
    type: 'on_spot',
    delivery_status: null,
    register_id: newId(),
    register_label: 'Caisse 1',
    terminal_number: i + 1,
    table_label: '12',
    covers: 2,
    pos_user_id: null,
    pos_user_name: 'Léa Martin',
    customer_id: null,
    customer_name: null,
    customer_email: null,
    opened_at: new Date(),
    closed_at: new Date(),
    total_ht_cents: 4000,
    total_tva_cents: 400,
    total_ttc_cents: 4400,
    discount_cents: 0,
    offered_cents: 0,
    payment_methods: ['card'],
    late: false,
    previous_hash: 'a'.repeat(64),
    hash: 'b'.repeat(64),
  }));
  const lines = tickets.flatMap((t) =>
    [0, 1, 2].map((position) => ({
      id: newId(),
      restaurant_id: t.restaurant_id,
      ticket_id: t.id,
      position,
      product_id: newId(),
      menu_id: null,
      name: 'Entrecôte « maison »',
      quantity: 2,
      unit_price_cents: 1450,
      vat_rate_bp: 1000,
      discount_cents: 0,
      offered: false,
      total_cents: 2900,
      options: [],
      choices: [],
      vat_split: [{ rate_bp: 1000, ttc_cents: 2900 }],
    })),
  );
  return { tickets, lines };
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'fitfit-insert-forms-'));
chmodSync(dataDir, 0o777);
const embedded = await startEmbeddedPostgres(dataDir, await freePort());
try {
  await embedded.createDatabase('fitfit');
  const database = connect(embedded.url('fitfit'), 1);
  await runMigrations(database.pool);
  await database.close();
  const client = new pg.Client({ connectionString: embedded.url('fitfit') });
  await client.connect();
  await client.query(
    'create temp table t_tickets (like caisse_tickets including all); create temp table t_lines (like caisse_ticket_lines including all)',
  );
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
  const ticks = () => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]); // utime + stime, 1/100 s
  };
  const dialect = new PgDialect();
  const forms = { json: insertJson, unnest: insertRows } as Record<string, (t: PgTable, r: Record<string, unknown>[]) => SQL>;
  const totals: Record<string, { pg_ms: number; node_ms: number; tickets: number; bytes: number }> = {};
  for (let round = 0; round < 16; round++)
    for (const form of round % 2 ? ['unnest', 'json'] : ['json', 'unnest'])
      for (let k = 0; k < 10; k++) {
        const b = batch();
        const started = process.cpuUsage();
        const q = dialect.sqlToQuery(
          sql`with w0 as (${forms[form](caisseTickets, b.tickets)}), w1 as (${forms[form](caisseTicketLines, b.lines)}) select 1`,
        );
        const text = q.sql.replaceAll('"caisse_tickets"', 't_tickets').replaceAll('"caisse_ticket_lines"', 't_lines');
        const before = ticks();
        await client.query(text, q.params as unknown[]);
        const pgMs = (ticks() - before) * 10;
        const nodeMs = process.cpuUsage(started).user / 1000;
        if (round < 2) continue; // warm-up
        totals[form] ??= { pg_ms: 0, node_ms: 0, tickets: 0, bytes: 0 };
        totals[form].pg_ms += pgMs;
        totals[form].node_ms += nodeMs;
        totals[form].tickets += TICKETS;
        totals[form].bytes += text.length + q.params.reduce<number>((n, p) => n + String(p).length, 0);
      }
  await client.end();
  console.table(
    Object.entries(totals).map(([form, t]) => ({
      form,
      'PG µs/ticket': Number(((t.pg_ms * 1000) / t.tickets).toFixed(1)),
      'Node µs/ticket (build, send)': Number(((t.node_ms * 1000) / t.tickets).toFixed(1)),
      'bytes/ticket': Math.round(t.bytes / t.tickets),
    })),
  );
} finally {
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
