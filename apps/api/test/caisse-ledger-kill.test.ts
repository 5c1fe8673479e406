import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../src/lib/tenant-scope';
import { verifyLedger } from '../src/modules/caisse/ledger/compliance/verify';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { freePort, startServer } from './server-process';
import { terminalsUntilKilled } from './terminals-until-killed';

/**
 * Durability: a real server process (tsx src/server.ts on the test database) is killed with SIGKILL while
 * batches are in flight; after a restart every acknowledged ticket is there and the chain verifies.
 */
let w: LedgerWorld;
let server: ChildProcess | undefined;
let port = 0;

const start = async () => {
  server = await startServer(w.ctx.database.url, port);
};

const send = (tickets: unknown[]) =>
  fetch(`http://127.0.0.1:${port}/api/v1/restaurants/${w.a}/caisse/tickets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': w.keys.a },
    body: JSON.stringify({ tickets }),
  });

beforeAll(async () => {
  w = await ledgerWorld();
  port = await freePort();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await w.ctx.close();
});

describe('caisse ledger: kill -9', () => {
  it('loses no acknowledged ticket and leaves a valid chain', { timeout: 180_000 }, async () => {
    await start();
    const terminals = terminalsUntilKilled(send, () => Array.from({ length: 50 }, () => w.ticket()));
    const { acknowledged, sent } = terminals;
    await terminals.until(300, 120);
    server?.kill('SIGKILL');
    await terminals.stop();
    expect(acknowledged.size).toBeGreaterThanOrEqual(300);

    const { rows } = await w.db.execute<{ id: string; terminal_number: number }>(
      sql`select id, terminal_number from caisse_tickets where restaurant_id = ${w.a}`,
    );
    const stored = new Map(rows.map((r) => [r.terminal_number, r.id]));
    for (const [number, id] of acknowledged) expect(stored.get(number)).toBe(id);
    expect((await verifyLedger(w.db, platformScope(w.a))).ok).toBe(true);

    // the terminals resend what was never acknowledged: replays for what made it, new tickets for the rest
    await start();
    for (const batch of sent) expect((await send(batch)).status).toBe(200);
    const report = await verifyLedger(w.db, platformScope(w.a));
    expect(report.ok).toBe(true);
    expect(report.tickets.checked).toBe(sent.flat().length);
    server?.kill('SIGKILL');
  });
});
