import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type TicketInput, ticketTotals } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/database';
import { embeddedUrl, readPostmaster } from '../src/db/embedded';
import { endProcess, isPostgres } from '../src/db/processes';
import { hardwares, restaurantHardwares } from '../src/db/schema';
import { platformScope } from '../src/lib/tenant-scope';
import { hashToken, newToken } from '../src/lib/tokens';
import { verifyLedger } from '../src/modules/caisse/ledger/compliance/verify';
import { createWorld, PASSWORD } from './fixtures';
import { embeddedApi, freePort } from './server-process';
import { terminalsUntilKilled } from './terminals-until-killed';

/**
 * The embedded default's lifecycle with real processes (no DATABASE_URL): the product's Node process is killed alone
 * with SIGKILL during ingestion, its PostgreSQL lives on, orphaned; the next start takes it over and finds every
 * acknowledged ticket. Meanwhile the compliance CLI reads the running server's PostgreSQL, and a second start on the
 * same data folder is refused in French.
 */
let dataDir = '';
let clusterDir = '';
let pgPort = 0;
let port = 0;
let database: Database | undefined;

const { run, health, children } = embeddedApi(() => ({ dataDir, pgPort, port }));

/** The product (src/server.ts), resolved once it answers. */
const startProduct = async () => {
  const started = run('src/server.ts');
  for (let i = 0; i < 480; i++) {
    if (started.child.exitCode !== null) throw new Error(`server exited with ${started.child.exitCode}: ${started.out.stderr}`);
    if (await health()) return started;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${started.out.stderr}`);
};

let product: Awaited<ReturnType<typeof startProduct>>;
let postgresPid = 0;
let restaurantId = '';
let deviceKey = '';
let dish = { id: '', price: 2200 };

const send = (tickets: unknown[]) =>
  fetch(`http://127.0.0.1:${port}/api/v1/restaurants/${restaurantId}/caisse/tickets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
    body: JSON.stringify({ tickets }),
  });

let nextNumber = 1;
const ticket = (): TicketInput => {
  const lines = [{ product_id: dish.id, quantity: 1, unit_price_cents: dish.price, vat_rate_bp: 1000 }];
  const totals = ticketTotals(lines);
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    terminal_number: nextNumber++,
    source: 'pos',
    type: 'on_spot',
    covers: 2,
    opened_at: new Date(Date.parse(at) - 30 * 60_000).toISOString(),
    closed_at: at,
    payments: [{ method: 'card', amount_cents: totals.total_ttc_cents }],
    total_ttc_cents: totals.total_ttc_cents,
    vat: totals.vat,
    lines,
  };
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fitfit-lifecycle-'));
  chmodSync(dataDir, 0o777); // initdb runs as the postgres user when we are root
  clusterDir = path.join(dataDir, 'postgres');
  [pgPort, port] = [await freePort(), await freePort()];
});

afterAll(async () => {
  await database?.close();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  // the PostgreSQL these processes started, if a failed test left it running
  const left = readPostmaster(clusterDir);
  if (left && isPostgres(left.pid)) await endProcess(left.pid, 'SIGINT', 20_000);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL: one lifecycle', () => {
  it('takes over the PostgreSQL of a server killed alone (SIGKILL) and keeps every acknowledged ticket', { timeout: 180_000 }, async () => {
    product = await startProduct();
    const postmaster = readPostmaster(clusterDir);
    expect(postmaster?.status).toBe('ready');
    postgresPid = postmaster?.pid ?? 0;
    expect(isPostgres(postgresPid)).toBe(true);
    expect(readFileSync(path.join(dataDir, 'fitfit.pid'), 'utf8').split('\n')[0]).toBe(String(product.child.pid));

    // a restaurant with a POS terminal and a dish, written like the admin screens and the card would
    database = connect(embeddedUrl(postmaster?.port ?? 0, 'fitfit'), 2);
    const world = await createWorld(database.db);
    restaurantId = world.restaurants.a1.id;
    deviceKey = newToken();
    const [terminal] = await database.db.insert(hardwares).values({ kind: 'pos_terminal', brand: 'Sunmi', model: 'T2s' }).returning();
    await database.db
      .insert(restaurantHardwares)
      .values({ restaurant_id: restaurantId, hardware_id: terminal.id, label: 'Caisse 1', api_key_hash: hashToken(deviceKey) });
    const api = `http://127.0.0.1:${port}/api/v1`;
    const post = async (url: string, body: unknown, token?: string) => {
      const res = await fetch(`${api}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string; token: string };
    };
    const { token } = await post('/auth/login', { email: world.users.restorer.email, password: PASSWORD });
    const caisse = `/restaurants/${restaurantId}/caisse`;
    const tax = await post(
      `${caisse}/taxes`,
      { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 },
      token,
    );
    const product0 = await post(
      `${caisse}/products`,
      {
        name: 'Entrecôte',
        category_id: null,
        tax_id: tax.id,
        price_on_spot_cents: 2200,
        price_takeaway_cents: 2200,
        price_delivery_cents: 2200,
      },
      token,
    );
    dish = { id: product0.id, price: 2200 };

    // three terminals send batches until the Node process is killed alone (not its group: PostgreSQL lives on)
    const terminals = terminalsUntilKilled(send, () => Array.from({ length: 20 }, ticket));
    const { acknowledged, sent } = terminals;
    await terminals.until(200);
    process.kill(product.child.pid as number, 'SIGKILL');
    await Promise.all([terminals.stop(), product.exited]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(200);

    // the orphan: still running on the folder, which names a dead server
    expect(isPostgres(postgresPid)).toBe(true);
    expect(readPostmaster(clusterDir)?.pid).toBe(postgresPid);
    expect(existsSync(path.join(dataDir, 'fitfit.pid'))).toBe(true);

    // the next start takes it over (no second PostgreSQL) and comes back with every acknowledged ticket
    const killedAt = performance.now();
    product = await startProduct();
    console.log(`restart after SIGKILL: ${((performance.now() - killedAt) / 1000).toFixed(1)} s`);
    expect(product.out.stderr).toContain(`sans son serveur (processus ${postgresPid}`);
    expect(product.out.stderr).toContain('repris');
    expect(readPostmaster(clusterDir)?.pid).toBe(postgresPid);
    expect(readFileSync(path.join(dataDir, 'fitfit.pid'), 'utf8').split('\n')[0]).toBe(String(product.child.pid));
    const { rows } = await database.db.execute<{ id: string; terminal_number: number }>(
      sql`select id, terminal_number from caisse_tickets where restaurant_id = ${restaurantId}`,
    );
    const stored = new Map(rows.map((r) => [r.terminal_number, r.id]));
    for (const [number, id] of acknowledged) expect(stored.get(number)).toBe(id);
    // the terminals resend what was never acknowledged: replays for what made it, new tickets for the rest
    for (const batch of sent) expect((await send(batch)).status).toBe(200);
    const report = await verifyLedger(database.db, platformScope(restaurantId));
    expect(report.ok).toBe(true);
    expect(report.tickets.checked).toBe(sent.flat().length);
  });

  it('runs compliance:verify on the running server’s PostgreSQL', { timeout: 60_000 }, async () => {
    const cli = run('src/modules/caisse/ledger/compliance/cli.ts', [restaurantId]);
    expect(await cli.exited, cli.out.stderr).toBe(0);
    expect(cli.out.stdout).toContain(`tickets vérifiés : ${nextNumber - 1}`);
    expect(cli.out.stdout).toContain('Intégrité vérifiée');
    // it borrowed the server's PostgreSQL: the same one still runs, the server still answers and holds the folder
    expect(readPostmaster(clusterDir)?.pid).toBe(postgresPid);
    expect(isPostgres(postgresPid)).toBe(true);
    expect(await health()).toBe(true);
    expect(readFileSync(path.join(dataDir, 'fitfit.pid'), 'utf8').split('\n')[0]).toBe(String(product.child.pid));
  });

  it('refuses, in French, a second server on a data folder a live server holds', { timeout: 60_000 }, async () => {
    const second = run('src/server.ts', [], { PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.out.stderr).toContain(
      `Démarrage impossible : Le dossier de données ${dataDir} est déjà utilisé par le serveur FitFit Solution (processus ${product.child.pid}).`,
    );
    expect(second.out.stderr).not.toContain('undefined');
    expect(isPostgres(postgresPid)).toBe(true);
    expect(await health()).toBe(true);
  });

  it('stops the PostgreSQL it took over at a graceful stop, and says what and where when one cannot start', {
    timeout: 60_000,
  }, async () => {
    await database?.close();
    database = undefined;
    product.child.kill('SIGTERM');
    expect(await product.exited).toBe(0);
    expect(isPostgres(postgresPid)).toBe(false);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'fitfit.pid'))).toBe(false);

    // a cluster folder PostgreSQL refuses: its own words, with the folder and the port, never « undefined »
    writeFileSync(path.join(clusterDir, 'PG_VERSION'), '9\n');
    const broken = run('src/server.ts');
    expect(await broken.exited).toBe(1);
    expect(broken.out.stderr).toContain(
      `Démarrage impossible : Le PostgreSQL embarqué n'a pas démarré (dossier ${clusterDir}, port ${pgPort}) :`,
    );
    expect(broken.out.stderr).toMatch(/incompatible/);
    expect(broken.out.stderr).not.toContain('undefined');
    expect(existsSync(path.join(dataDir, 'fitfit.pid'))).toBe(false);
  });
});
