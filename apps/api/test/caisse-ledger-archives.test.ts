import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { GENESIS_HASH } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../src/lib/tenant-scope';
import { checkArchiveChain } from '../src/modules/caisse/ledger/archives/chain';
import { verifyArchive } from '../src/modules/caisse/ledger/archives/verify';
import { type DocumentsWorld, documentsWorld } from './ledger-documents-helpers';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '..');

let w: DocumentsWorld;
let month: string;
beforeAll(async () => {
  w = await documentsWorld();
  const sold = await w.sell(
    w.ticket(2),
    w.ticket(1),
    w.ticket(3, {
      payments: [
        { method: 'cash', amount_cents: 5000 },
        { method: 'ticket', amount_cents: 2350 },
      ],
    }),
  );
  month = sold[0].business_date.slice(0, 7);
});
afterAll(() => w.ctx.close());

const download = async (id: string) => {
  const res = await w.call('GET', `compliance/archives/${id}/download`);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const publicKey = async () => (await w.call('GET', 'compliance/public-key')).json().public_key_pem as string;
/** The archive with one byte of one of its files changed, re-zipped as someone editing it would. */
const tamper = (zip: Buffer, file: string, at: (bytes: Uint8Array) => number) => {
  const entries = unzipSync(zip);
  const bytes = new Uint8Array(entries[file]);
  const i = at(bytes);
  bytes[i] = bytes[i] === 0x31 ? 0x32 : 0x31;
  return Buffer.from(zipSync({ ...entries, [file]: bytes }));
};
const cli = async (...args: string[]) =>
  run('npx', ['tsx', 'src/modules/caisse/ledger/archives/cli.ts', ...args], { cwd: apiDir }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe('fiscal archives', () => {
  let first: { id: string; number: number; hash: string; previous_hash: string; counts: Record<string, number> };

  it('makes a signed zip of the month: CSVs, manifest with counts, totals and hashes, journaled', async () => {
    const res = await w.call('POST', 'compliance/archives', { period: 'month', date: month });
    expect(res.statusCode).toBe(201);
    first = res.json();
    expect(first).toMatchObject({ number: 1, period: 'month', previous_hash: GENESIS_HASH, from_date: `${month}-01` });
    expect(first.counts).toMatchObject({ tickets: 3, lines: 3, payments: 4, closings: 0 });

    const zip = await download(first.id);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(
      [
        'closings.csv',
        'events.csv',
        'manifest.json',
        'manifest.sig',
        'public-key.pem',
        'ticket_lines.csv',
        'ticket_payments.csv',
        'ticket_vat.csv',
        'tickets.csv',
      ].sort(),
    );
    const tickets = Buffer.from(entries['tickets.csv']).toString('utf8');
    expect(tickets.startsWith('\uFEFFid;number;business_date;')).toBe(true);
    expect(tickets.split('\r\n').filter(Boolean)).toHaveLength(4);

    const check = verifyArchive(zip, await publicKey());
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.hash).toBe(first.hash);
    expect(check.manifest?.totals).toMatchObject({ tickets_ttc_cents: 4900 + 2450 + 7350, payments_cents: 4900 + 2450 + 7350 });
    const { rows } = await w.db.execute<{ n: number }>(
      sql`select count(*)::int as n from caisse_ledger_events where restaurant_id = ${w.a} and kind = 'archive'`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('chains the next archive to the previous one', async () => {
    const res = await w.call('POST', 'compliance/archives', { period: 'year', date: month.slice(0, 4) });
    expect(res.statusCode).toBe(201);
    const second = res.json();
    expect(second).toMatchObject({ number: 2, period: 'year', previous_hash: first.hash, from_date: `${month.slice(0, 4)}-01-01` });
    const check = verifyArchive(await download(second.id), await publicKey());
    expect(check.ok).toBe(true);
    expect(check.manifest?.previous_archive_hash).toBe(first.hash);
    // the first archive's run is now an event of the year
    expect(check.manifest?.counts.events).toBeGreaterThanOrEqual(1);
    const list = (await w.call('GET', 'compliance/archives')).json();
    expect(list.data.map((a: { number: number }) => a.number)).toEqual([2, 1]);
    expect(list.total_entries).toBe(2);
  });

  it('detects one changed byte of a CSV and names the file; the CLI exits non-zero', async () => {
    const zip = await download(first.id);
    const key = await publicKey();
    // one byte of the first ticket's row
    const forged = tamper(zip, 'tickets.csv', (b) => Buffer.from(b).indexOf('\r\n') + 40);
    const check = verifyArchive(forged, key);
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.file)).toContain('tickets.csv');
    expect(check.problems.find((p) => p.file === 'tickets.csv')?.message).toContain('SHA-256');

    const dir = `${w.dataDir}/cli`;
    await mkdir(dir, { recursive: true });
    await writeFile(`${dir}/ok.zip`, zip);
    await writeFile(`${dir}/forged.zip`, forged);
    await writeFile(`${dir}/key.pem`, key);
    const ok = await cli(`${dir}/ok.zip`, '--public-key', `${dir}/key.pem`);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('Archive intègre');
    const bad = await cli(`${dir}/forged.zip`, '--public-key', `${dir}/key.pem`);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('ALTÉRATION tickets.csv');
  });

  it('refuses a manifest re-signed by another key, and a forged manifest', async () => {
    const zip = await download(first.id);
    const forgedManifest = tamper(zip, 'manifest.json', (b) => {
      const counts = Buffer.from(b).indexOf('"counts":');
      return Buffer.from(b).indexOf('"tickets":', counts) + '"tickets":'.length;
    });
    const check = verifyArchive(forgedManifest, await publicKey());
    expect(check.ok).toBe(false);
    expect(check.problems[0]).toMatchObject({ file: 'manifest.json' });
    expect(check.problems[0].message).toContain('signature');
    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(verifyArchive(zip, other).ok).toBe(false);
  });

  it('keeps archives written once, and refuses bad or future periods', async () => {
    const refused = { cause: { message: expect.stringContaining('inaltérable') } };
    await expect(w.db.execute(sql`update caisse_fiscal_archives set total_ttc_cents = 0 where id = ${first.id}`)).rejects.toMatchObject(
      refused,
    );
    await expect(w.db.execute(sql`delete from caisse_fiscal_archives where id = ${first.id}`)).rejects.toMatchObject(refused);
    expect((await w.call('POST', 'compliance/archives', { period: 'month', date: '2999-01' })).statusCode).toBe(422);
    expect((await w.call('POST', 'compliance/archives', { period: 'month', date: '2026' })).statusCode).toBe(422);
    expect((await w.call('POST', 'compliance/archives', { period: 'week', date: '2026-01' })).statusCode).toBe(400);
    expect((await w.call('POST', 'compliance/archives', { period: 'month', date: '01/2026' })).statusCode).toBe(400);
  });

  it("keeps each restaurant's archives to itself", async () => {
    expect((await w.call('GET', 'compliance/archives', undefined, w.tokens.restorerB, w.b)).json().total_entries).toBe(0);
    expect((await w.call('GET', `compliance/archives/${first.id}`, undefined, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    expect((await w.call('GET', `compliance/archives/${first.id}/download`, undefined, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    expect((await w.call('GET', `compliance/archives/${first.id}/download`, undefined, w.tokens.restorerB)).statusCode).toBe(403);
    const keyA = (await w.call('GET', 'compliance/public-key')).json();
    const keyB = (await w.call('GET', 'compliance/public-key', undefined, w.tokens.restorerB, w.b)).json();
    expect(keyB).toEqual(keyA);
    expect(keyA).toMatchObject({ algorithm: 'Ed25519', key_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it('walks the archive chain for the integrity check and names the first archive changed behind the trigger', async () => {
    expect(await checkArchiveChain(w.db, platformScope(w.a))).toEqual({
      checked: 2,
      ok: true,
      first_break: null,
      breaks: [],
      more_breaks: false,
    });
    expect(await checkArchiveChain(w.db, platformScope(w.b))).toEqual({
      checked: 0,
      ok: true,
      first_break: null,
      breaks: [],
      more_breaks: false,
    });
    // what only the database owner could do: switch the guard off and edit a stored manifest
    await w.db.execute(sql`alter table caisse_fiscal_archives disable trigger caisse_fiscal_archives_guard`);
    await w.db.execute(
      sql`update caisse_fiscal_archives set manifest = replace(manifest, '"tickets":3', '"tickets":4') where id = ${first.id}`,
    );
    await w.db.execute(sql`alter table caisse_fiscal_archives enable trigger caisse_fiscal_archives_guard`);
    const report = await checkArchiveChain(w.db, platformScope(w.a));
    expect(report.ok).toBe(false);
    expect(report.first_break).toMatchObject({ number: 1, id: first.id, kind: 'content_changed', stored_hash: first.hash });
    expect(report.first_break?.message).toBe("Le manifeste de l'archive n°1 a été modifié après sa création");
    // the "Intégrité" check (and its CLI, caisse-ledger-closings.test.ts) walks the archives with the tickets and the closings
    const integrity = (await w.call('POST', 'compliance/integrity')).json();
    // every break is listed and `checked` counts the archives found intact (the second one, as for tickets and closings)
    expect(integrity).toMatchObject({ ok: false, tickets: { ok: true }, closings: { ok: true }, archives: { checked: 1, ok: false } });
    expect(integrity.archives.breaks).toHaveLength(1);
    expect(integrity.archives.first_break).toMatchObject({ number: 1, kind: 'content_changed' });
  });
});
