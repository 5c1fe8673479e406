import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { connect, type Database } from '../src/db/database';
import { appUrlFor } from '../src/db/row-security';
import { caisseTickets } from '../src/db/schema';
import { runWithTenants } from '../src/db/tenant-context';
import { memoExecute, memoSelect } from '../src/lib/query-memo';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { PASSWORD } from './fixtures';
import { freePort, startServer, stopServer } from './server-process';
import { type Pgbouncer, pgbouncerBinary, startPgbouncer } from './support/pgbouncer';

/**
 * PgBouncer in transaction mode in front of PostgreSQL, two API processes behind it (DATABASE_POOLER=transaction):
 * sign-in, ingestion, analytics, server-sent events woken by a NOTIFY sent through the other instance; named statements
 * off (this PgBouncer, Debian 12's 1.18, does not carry them); the restaurants of row-level security set in each
 * transaction, never left on a shared server connection. docs/operations.md « Pooler ». Fails, never skips, without
 * pgbouncer.
 */
let w: LedgerWorld;
let bouncer: Pgbouncer;
let dataDir: string;
const servers: ChildProcess[] = [];
let a = '';
let b = '';
/** The owner's and the restricted role's addresses through the pooler; `one`: the database of one server connection. */
let via: { owner: string; app: string; ownerOne: string; appOne: string };
const extra: Database[] = [];

beforeAll(async () => {
  const binary = pgbouncerBinary();
  w = await ledgerWorld();
  const direct = new URL(w.ctx.database.url);
  const dbname = direct.pathname.slice(1);
  // fitfit_app's password as the test cluster set it (derived from the direct address): not changed here, other
  // files use the role at the same time
  const appPassword = decodeURIComponent(new URL(appUrlFor(w.ctx.database.url)).password);
  const owner = decodeURIComponent(direct.username);
  bouncer = await startPgbouncer(binary, {
    host: direct.hostname,
    port: Number(direct.port),
    databases: { fitfit: { dbname, poolSize: 2 }, fitfit_one: { dbname, poolSize: 1 } },
    users: { [owner]: decodeURIComponent(direct.password), fitfit_app: appPassword },
  });
  via = {
    owner: bouncer.url(owner, 'fitfit'),
    app: bouncer.url('fitfit_app', 'fitfit'),
    ownerOne: bouncer.url(owner, 'fitfit_one'),
    appOne: bouncer.url('fitfit_app', 'fitfit_one'),
  };
  dataDir = mkdtempSync(path.join(tmpdir(), 'fitfit-pooler-'));
  const env = {
    DATABASE_POOLER: 'transaction',
    DATABASE_DIRECT_URL: w.ctx.database.url,
    DATABASE_APP_URL: via.app,
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: '1000',
  };
  const [portA, portB] = [await freePort(), await freePort()];
  servers.push(...(await Promise.all([startServer(via.owner, portA, env), startServer(via.owner, portB, env)])));
  a = `http://127.0.0.1:${portA}`;
  b = `http://127.0.0.1:${portB}`;
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => stopServer(s)));
  await Promise.all(extra.map((d) => d.close()));
  await bouncer?.stop();
  await w?.ctx.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const call = async (base: string, method: string, url: string, options: { body?: unknown; token?: string; device?: string } = {}) => {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.device ? { 'x-device-key': options.device } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
};
const signIn = async (base: string, email: string) =>
  ((await call(base, 'POST', '/auth/login', { body: { email, password: PASSWORD } })) as { token: string }).token;
/** B's own ticket: its burger, paid by card. */
const burger = () => w.ticket({ lines: [{ product_id: w.productB.id, quantity: 1, unit_price_cents: 1500, vat_rate_bp: 1000 }] });

/** Reads a server-sent events stream event by event (`data:` lines as JSON). */
const events = (body: ReadableStream<Uint8Array>) => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .find((l) => l.startsWith('data: '));
        buffer = buffer.slice(end + 2);
        if (data) return JSON.parse(data.slice(6));
        continue;
      }
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now()))),
      ]);
      if (!chunk || chunk.done) throw new Error('no event in time');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
};

describe('two API instances behind PgBouncer in transaction mode', () => {
  it('sign in, take tickets through both instances and read them back, analytics included', async () => {
    expect(bouncer.version).toMatch(/^1\./);
    const [restorerOnA, restorerBOnB] = await Promise.all([
      signIn(a, w.world.users.restorer.email),
      signIn(b, w.world.users.restorerB.email),
    ]);
    // a session opened through one instance is the other's too (one database behind the pooler)
    expect((await call(b, 'GET', '/auth/me', { token: restorerOnA })).email).toBe(w.world.users.restorer.email);
    // both restaurants' terminals, interleaved over both instances
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? call(i % 4 === 0 ? a : b, 'POST', `/restaurants/${w.a}/caisse/tickets`, { device: w.keys.a, body: w.ticket({ qty: 1 }) })
          : call(i % 4 === 1 ? a : b, 'POST', `/restaurants/${w.b}/caisse/tickets`, { device: w.keys.b, body: burger() }),
      ),
    );
    expect(sent).toHaveLength(12);
    const listA = await call(b, 'GET', `/restaurants/${w.a}/caisse/tickets`, { token: restorerOnA });
    const listB = await call(a, 'GET', `/restaurants/${w.b}/caisse/tickets`, { token: restorerBOnB });
    expect(listA.data).toHaveLength(6);
    expect(listB.data).toHaveLength(6);
    expect(listA.data.every((t: { total_ttc_cents: number }) => t.total_ttc_cents === 2200)).toBe(true);
    expect(listB.data.every((t: { total_ttc_cents: number }) => t.total_ttc_cents === 1500)).toBe(true);
    // the sales analytics (their reads are named statements on a direct connection: unnamed here), twice per instance
    for (const base of [a, b, a, b]) {
      const dashboard = await call(base, 'GET', `/restaurants/${w.a}/caisse/analytics/dashboard?period=today`, { token: restorerOnA });
      expect(dashboard.periods.find((p: { period: string }) => p.period === 'today').current).toMatchObject({
        ttc_cents: 6 * 2200,
        tickets: 6,
      });
    }
    // another restaurant's list stays refused
    await expect(call(a, 'GET', `/restaurants/${w.b}/caisse/tickets`, { token: restorerOnA })).rejects.toThrow(/→ 403/);
  });

  it('wakes a stream open on one instance when a ticket is stored through the other (LISTEN direct, NOTIFY through the pooler)', async () => {
    const token = await signIn(b, w.world.users.restorer.email);
    const { stream_id } = await call(b, 'POST', `/restaurants/${w.a}/caisse/analytics/real-time/streams`, { token });
    const controller = new AbortController();
    const stream = await fetch(`${b}/api/v1/caisse/real-time/streams/${stream_id}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    const next = events(stream.body as ReadableStream<Uint8Array>);
    const before = (await next(5000)).totals.tickets as number;
    await call(a, 'POST', `/restaurants/${w.a}/caisse/tickets`, { device: w.keys.a, body: w.ticket({ qty: 2 }) });
    expect((await next(5000)).totals.tickets).toBe(before + 1);
    controller.abort();
  });

  it('named statements: this PgBouncer mixes them up between clients, and DATABASE_POOLER=transaction sends none', async () => {
    // two clients of the one server connection of `fitfit_one`: the second's statement of the same name collides
    const [one, two] = [new pg.Client(via.ownerOne), new pg.Client(via.ownerOne)];
    await Promise.all([one.connect(), two.connect()]);
    try {
      await one.query({ name: 'fitfit_pooler_probe', text: 'select 1 as n' });
      await expect(two.query({ name: 'fitfit_pooler_probe', text: 'select 1 as n' })).rejects.toThrow(/already exists/);
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
    // the product's pools in pooler mode: the memoised (named) reads of several clients on that one server connection
    const pooled = connect(via.ownerOne, 4, via.appOne, { mode: 'transaction', directUrl: w.ctx.database.url });
    extra.push(pooled);
    const reads = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        runWithTenants(i % 2 ? w.a : w.b, () =>
          i % 4 < 2
            ? memoExecute<{ n: number }>(
                pooled.db,
                sql`select count(*)::int as n from caisse_tickets where restaurant_id = ${i % 2 ? w.a : w.b}`,
              )
            : memoSelect(pooled.db.select({ id: caisseTickets.id }).from(caisseTickets).limit(100).$dynamic()),
        ),
      ),
    );
    expect(reads.every((rows) => rows.length > 0)).toBe(true);
  });

  it('refuses DATABASE_POOLER without the pooler and the direct addresses, with a clear message', () => {
    const pooler = { DATABASE_POOLER: 'transaction', DATABASE_URL: via.owner };
    expect(() => loadConfig(pooler)).toThrow(
      'Configuration invalide :\n  DATABASE_POOLER: requiert DATABASE_URL (le pooler) et DATABASE_DIRECT_URL (PostgreSQL en direct, pour LISTEN et les verrous de session)',
    );
    expect(() => loadConfig({ ...pooler, DATABASE_POOLER: 'session', DATABASE_DIRECT_URL: w.ctx.database.url })).toThrow(/DATABASE_POOLER/);
    expect(loadConfig({ ...pooler, DATABASE_DIRECT_URL: w.ctx.database.url }).DATABASE_POOLER).toBe('transaction');
  });

  it('keeps each request to its restaurants on shared server connections: set per transaction, never left on the session', async () => {
    const text = 'select distinct restaurant_id from caisse_tickets order by 1'; // no filter: row-level security alone
    const ticketsSeen = sql.raw(text);
    // The direct mode's per-session setting through the pooler: two connections set A then B on the one server
    // connection, and the first one's next statement reads B's rows — what DATABASE_POOLER=transaction prevents.
    const session = connect(via.ownerOne, 2, via.appOne);
    extra.push(session);
    const [first, second] = [
      await runWithTenants(w.a, () => session.pool.connect()),
      await runWithTenants(w.b, () => session.pool.connect()),
    ];
    const leaked = await first.query(text);
    first.release();
    second.release();
    expect(leaked.rows).toEqual([{ restaurant_id: w.b }]);

    const pooled = connect(via.ownerOne, 4, via.appOne, { mode: 'transaction', directUrl: w.ctx.database.url });
    extra.push(pooled);
    const seen = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const restaurant = i % 2 ? w.a : w.b;
        const rows = await runWithTenants(restaurant, () =>
          i % 3 === 0
            ? pooled.db.transaction(async (tx) => {
                const inside = (await tx.execute<{ restaurant_id: string }>(ticketsSeen)).rows;
                await tx.execute(sql`select pg_sleep(0.005)`);
                return [...inside, ...(await tx.execute<{ restaurant_id: string }>(ticketsSeen)).rows];
              })
            : pooled.db.execute<{ restaurant_id: string }>(ticketsSeen).then((r) => r.rows),
        );
        return { restaurant, ids: [...new Set(rows.map((r) => r.restaurant_id))] };
      }),
    );
    for (const { restaurant, ids } of seen) expect(ids).toEqual([restaurant]);
    // outside any request: the owner's pool, every restaurant
    expect((await pooled.db.execute(ticketsSeen)).rows).toHaveLength(2);
  });
});
