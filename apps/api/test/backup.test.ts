import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type TicketBatchResult, type TicketInput, ticketTotals } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/database';
import { embeddedUrl, readPostmaster, startEmbeddedPostgres } from '../src/db/embedded';
import { endProcess, isPostgres } from '../src/db/processes';
import { hardwares, restaurantHardwares } from '../src/db/schema';
import type { BackupManifest } from '../src/lib/backup/manifest';
import { platformScope } from '../src/lib/tenant-scope';
import { hashToken, newToken } from '../src/lib/tokens';
import { verifyLedger } from '../src/modules/caisse/ledger/compliance/verify';
import { createWorld, PASSWORD } from './fixtures';
import { embeddedApi, freePort } from './server-process';

/**
 * Backups that restore, with real processes on the embedded default (no DATABASE_URL): the product runs and
 * terminals send tickets while `npm run backup` copies the running PostgreSQL; the copy, restored by
 * `npm run restore` into a fresh data folder, holds every ticket acknowledged before the backup's end and its
 * chains verify. A corrupted or incomplete backup is refused by its manifest, a restore is refused while the
 * product runs, pruning keeps BACKUP_KEEP, and `--verify` leaves the running product alone.
 */
const folders: string[] = [];
let dataDir = '';
let pgPort = 0;
let port = 0;
let database: Database | undefined;

const tempFolder = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `fitfit-${name}-`));
  chmodSync(dir, 0o777); // initdb and PostgreSQL run as the postgres user when we are root
  folders.push(dir);
  return dir;
};

const { run, health, children } = embeddedApi(() => ({ dataDir, pgPort, port }));

let product: ReturnType<typeof run>;
let restaurantId = '';
let deviceKey = '';
let dishId = '';
let nextNumber = 1;
let backupDir = '';
let manifest: BackupManifest;
/** The tickets acknowledged before pg_backup_stop was called: terminal number → id and when. */
let beforeEnd: [number, { id: string; at: number }][] = [];

const ticket = (): TicketInput => {
  const lines = [{ product_id: dishId, quantity: 1, unit_price_cents: 2200, vat_rate_bp: 1000 }];
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

/** Two terminals sending batches until stopped: each acknowledged ticket (terminal number → id) with the instant of its answer. */
const terminals = () => {
  const acknowledged = new Map<number, { id: string; at: number }>();
  let stopped = false;
  const terminal = async () => {
    while (!stopped) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/restaurants/${restaurantId}/caisse/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
        body: JSON.stringify({ tickets: Array.from({ length: 10 }, ticket) }),
      });
      const at = Date.now();
      if (res.status !== 200) throw new Error(`batch refused: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as TicketBatchResult;
      for (const r of body.results) if (r.ticket && r.terminal_number) acknowledged.set(r.terminal_number, { id: r.ticket.id, at });
    }
  };
  const running = [terminal(), terminal()].map((t) =>
    t.catch((error) => {
      stopped = true;
      return error as Error;
    }),
  );
  return {
    acknowledged,
    until: async (n: number) => {
      for (const start = Date.now(); acknowledged.size < n; await new Promise((r) => setTimeout(r, 20)))
        if (Date.now() - start > 60_000) throw new Error(`only ${acknowledged.size} tickets acknowledged`);
    },
    /** Stops them; the first refused batch, if any, fails the test here. */
    stop: async () => {
      stopped = true;
      const failed = (await Promise.all(running)).find((r) => r instanceof Error);
      if (failed) throw failed;
    },
  };
};

const countTickets = async () =>
  (await database?.db.execute<{ n: number }>(sql`select count(*)::int as n from caisse_tickets where restaurant_id = ${restaurantId}`))
    ?.rows[0].n ?? 0;

beforeAll(async () => {
  dataDir = tempFolder('backup');
  [pgPort, port] = [await freePort(), await freePort()];
});

afterAll(async () => {
  await database?.close();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? once(c, 'exit') : undefined)));
  for (const dir of folders) {
    const left = readPostmaster(path.join(dir, 'postgres'));
    if (left && isPostgres(left.pid)) await endProcess(left.pid, 'SIGINT', 20_000);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('backup and restore (embedded PostgreSQL, real processes)', () => {
  it('backs up the running product while terminals send tickets, some of them stored during the copy', {
    timeout: 300_000,
  }, async () => {
    product = run('src/server.ts');
    for (let i = 0; !(await health()); i++) {
      if (product.child.exitCode !== null || i > 480) throw new Error(`server did not start: ${product.out.stderr}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    database = connect(embeddedUrl(pgPort, 'fitfit'), 2);
    const world = await createWorld(database.db);
    restaurantId = world.restaurants.a1.id;
    deviceKey = newToken();
    const [terminal] = await database.db.insert(hardwares).values({ kind: 'pos_terminal', brand: 'Sunmi', model: 'T2s' }).returning();
    await database.db
      .insert(restaurantHardwares)
      .values({ restaurant_id: restaurantId, hardware_id: terminal.id, api_key_hash: hashToken(deviceKey) });
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
      { name: 'TVA 10', rate_on_spot_bp: 1000, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 },
      token,
    );
    const dish = { name: 'Entrecôte', category_id: null, tax_id: tax.id, price_on_spot_cents: 2200, price_takeaway_cents: 2200 };
    dishId = (await post(`${caisse}/products`, { ...dish, price_delivery_cents: 2200 }, token)).id;
    // an uploaded file (disk storage) and two older backups, of which BACKUP_KEEP=2 keeps the newer
    mkdirSync(path.join(dataDir, 'uploads', restaurantId), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', restaurantId, 'photo.jpg'), 'une photo');
    for (const old of ['2020-01-01T00-00-00.000Z', '2020-01-02T00-00-00.000Z']) {
      mkdirSync(path.join(dataDir, 'backups', old), { recursive: true });
      writeFileSync(path.join(dataDir, 'backups', old, 'manifest.json'), '{}');
    }

    const sending = terminals();
    await sending.until(100);
    const before = await countTickets();
    const backup = run('src/cli/backup.ts', [], { BACKUP_KEEP: '2' });
    expect(await backup.exited, backup.out.stderr).toBe(0);
    const after = await countTickets();
    await sending.stop();
    console.log(backup.out.stdout.trim());
    expect(backup.out.stdout).toMatch(/Sauvegarde écrite dans .* : \d+ fichiers, [\d,]+ Mo, en [\d,]+ s \(PostgreSQL 18\.\d+, LSN /);
    expect(readdirSync(path.join(dataDir, 'backups')).sort()).toEqual(['2020-01-02T00-00-00.000Z', expect.stringMatching(/^20\d\d-/)]);
    backupDir = path.join(dataDir, 'backups', readdirSync(path.join(dataDir, 'backups')).sort()[1]);
    manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['postgres/backup_label', `uploads/${restaurantId}/photo.jpg`]),
    );
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);

    // tickets were stored while the copy ran, between pg_backup_start and pg_backup_stop
    expect(after).toBeGreaterThan(before);
    const { rows: during } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from caisse_tickets where restaurant_id = ${restaurantId}
          and received_at > ${manifest.start_time}::timestamptz and received_at < ${manifest.stop_time}::timestamptz`,
    );
    expect(during[0].n).toBeGreaterThan(0);
    beforeEnd = [...sending.acknowledged].filter(([, t]) => t.at < Date.parse(manifest.stop_time));
    expect(beforeEnd.length).toBeGreaterThanOrEqual(before);
  });

  // three commands side by side on the one backup: none writes to it, and the API suite's time is shared
  describe.concurrent('from that backup', () => {
    it('restores into a fresh data folder: started, every chain checked, « restauré », every ticket acknowledged before the end there', {
      timeout: 300_000,
    }, async ({ expect }) => {
      const fresh = tempFolder('restored');
      const freshPort = await freePort();
      const restore = run('src/cli/restore.ts', [backupDir], { DATA_DIR: fresh, EMBEDDED_PG_PORT: String(freshPort) });
      expect(await restore.exited, restore.out.stderr).toBe(0);
      console.log(restore.out.stdout.trim());
      expect(restore.out.stdout).toMatch(/: restauré, 3 restaurants et \d+ tickets aux chaînes intactes/);
      expect(readFileSync(path.join(fresh, 'uploads', restaurantId, 'photo.jpg'), 'utf8')).toBe('une photo');
      const restoredServer = await startEmbeddedPostgres(fresh, freshPort);
      const restored = connect(embeddedUrl(freshPort, 'fitfit'), 2);
      try {
        const { rows } = await restored.db.execute<{ id: string; terminal_number: number }>(
          sql`select id, terminal_number from caisse_tickets where restaurant_id = ${restaurantId}`,
        );
        const stored = new Map(rows.map((r) => [r.terminal_number, r.id]));
        for (const [number, t] of beforeEnd) expect(stored.get(number)).toBe(t.id);
        const report = await verifyLedger(restored.db, platformScope(restaurantId));
        expect(report.ok).toBe(true);
        expect(report.tickets.checked).toBe(rows.length);
      } finally {
        await restored.close();
        await restoredServer.stop();
      }
    });

    it('verifies a backup in a temporary folder, leaving the running product and its data folder alone', { timeout: 300_000 }, async ({
      expect,
    }) => {
      const postgresPid = readPostmaster(path.join(dataDir, 'postgres'))?.pid ?? 0;
      const verify = run('src/cli/backup.ts', ['--verify']);
      expect(await verify.exited, verify.out.stderr).toBe(0);
      console.log(verify.out.stdout.trim());
      expect(verify.out.stdout).toContain(`Vérification de la sauvegarde ${backupDir}`);
      expect(verify.out.stdout).toMatch(/Sauvegarde vérifiée : fichiers conformes au manifeste, base démarrée, 3 restaurants/);
      expect(readPostmaster(path.join(dataDir, 'postgres'))?.pid).toBe(postgresPid);
      expect(await health()).toBe(true);
    });

    it('refuses to restore while the product runs, and changes nothing', { timeout: 300_000 }, async ({ expect }) => {
      const restore = run('src/cli/restore.ts', [backupDir]);
      expect(await restore.exited).toBe(1);
      expect(restore.out.stderr).toContain(
        `Restauration refusée : Le dossier de données ${dataDir} est déjà utilisé par le serveur FitFit Solution (processus ${product.child.pid}).`,
      );
      expect(readdirSync(dataDir).filter((n) => n.startsWith('avant-restauration'))).toEqual([]);
      expect(await health()).toBe(true);
    });
  });

  it('refuses a backup whose file changed or is missing, naming the file, before touching the data folder', {
    timeout: 180_000,
  }, async () => {
    const target = manifest.files.find((f) => f.size > 0); // the first the check hashes
    if (!target) throw new Error('no table file in the backup');
    const file = path.join(backupDir, target.path);
    const bytes = readFileSync(file);
    bytes[0] ^= 0xff; // same size, other content
    writeFileSync(file, bytes);
    const fresh = tempFolder('refused');
    const changed = run('src/cli/restore.ts', [backupDir], { DATA_DIR: fresh, EMBEDDED_PG_PORT: String(await freePort()) });
    expect(await changed.exited).toBe(1);
    expect(changed.out.stderr).toContain(`Sauvegarde refusée : le fichier ${target.path} a changé (empreinte SHA-256 différente).`);
    expect(existsSync(path.join(fresh, 'postgres'))).toBe(false);

    bytes[0] ^= 0xff;
    writeFileSync(file, bytes); // as it was: now only a missing file is wrong
    unlinkSync(path.join(backupDir, 'postgres/backup_label'));
    const missing = run('src/cli/backup.ts', ['--verify', backupDir]);
    expect(await missing.exited).toBe(1);
    expect(missing.out.stderr).toContain('Sauvegarde refusée : le fichier postgres/backup_label manque.');
  });
});
