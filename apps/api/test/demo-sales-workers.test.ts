import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSales } from '../src/db/seed/caisse-ledger';
import { platformScope } from '../src/lib/tenant-scope';
import { verifyLedger } from '../src/modules/caisse';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';

/**
 * The demo's sales in worker threads (its first start and its catch-up, a year of several restaurants): each worker
 * connects on its own and must write as the database owner, like the seed in-process — a worker given the
 * restricted role's address saw no restaurant under row-level security and wrote « 0 tickets ». Forced here on two
 * days (the demo takes threads from 60 days on).
 */
let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld();
}, 120_000);
afterAll(() => w.ctx.close());

const ticketsOf = async (restaurantId: string) =>
  Number(
    (await w.db.execute<{ n: string }>(sql`select count(*) as n from caisse_tickets where restaurant_id = ${restaurantId}`)).rows[0].n,
  );

describe('demo sales in worker threads', () => {
  it('writes each restaurant’s tickets and closings from its own thread, as the owner, chains intact', async () => {
    const jobs = [w.a, w.b].map((restaurantId, i) => ({ restaurantId, options: { days: 2, seed: 1000 + i } }));
    const results = await runSales(w.db, jobs, 2, () => {}, true);
    for (const [i, r] of results.entries()) {
      expect(r.tickets, `restaurant ${i}`).toBeGreaterThan(20);
      expect(r.closings, `restaurant ${i}`).toBe(2);
      expect(await ticketsOf(jobs[i].restaurantId)).toBe(r.tickets);
      expect((await verifyLedger(w.db, platformScope(jobs[i].restaurantId))).ok).toBe(true);
    }
  }, 120_000);
});
