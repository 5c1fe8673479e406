import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { platformScope } from '../src/lib/tenant-scope';
import { checkArchiveChain } from '../src/modules/caisse/ledger/archives/chain';
import { publicKeyOf } from '../src/modules/caisse/ledger/archives/keys';
import { verifyArchive } from '../src/modules/caisse/ledger/archives/verify';
import { createDemoContext, type TestContext } from './context';
import { bearer, login } from './fixtures';

/** The demo's banking and conformité: today's register ↔ safe transfers in the funds, signed fiscal archives. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext();
});
afterAll(() => ctx.close());

const restaurantId = async (name: string) =>
  (await ctx.database.pool.query<{ id: string }>('select id from restaurants where name = $1', [name])).rows[0].id;

describe('demo banking and archives', () => {
  it('moves cash between the drawer and the safe today, as its manager, and the funds show it', async () => {
    const { rows } = await ctx.database.pool.query<{ name: string; direction: string; amount_cents: number; by: string }>(
      `select r.name, x.direction, x.amount_cents, x.transferred_by_name as by from caisse_bank_transfers x
         join restaurants r on r.id = x.restaurant_id order by r.name, x.transferred_at`,
    );
    expect(rows.filter((t) => t.name === 'Bistro Parisien Opéra')[0]).toMatchObject({
      direction: 'to_register',
      amount_cents: 5000,
      by: 'Julien Moreau',
    });
    expect(rows.filter((t) => t.name === 'Le Comptoir de Lucie')[0]).toMatchObject({ direction: 'to_register', by: 'Lucie Garnier' });
    // the funds screen's cash movements, as the restaurateur reads them
    const id = await restaurantId('Bistro Parisien Opéra');
    const token = await login(ctx.app, 'restaurateur@fitfit.example', DEMO_PASSWORD);
    const res = await ctx.app.inject({
      url: `/api/v1/restaurants/${id}/caisse/banking/funds/movements?kind=cash&search=Transfert`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const movements = res.json().data as { source: string; label: string; amount_cents: number }[];
    expect(movements.filter((m) => m.source === 'transfer').map((m) => m.amount_cents)).toEqual(expect.arrayContaining([5000, -5000]));
    // the journal has the transfer
    const events = await ctx.database.pool.query(
      `select count(*)::int as n from caisse_ledger_events where restaurant_id = $1 and kind = 'cash_transfer'`,
      [id],
    );
    expect(events.rows[0].n).toBeGreaterThanOrEqual(1);
  });

  it('names who closed every demo Z: the restaurant’s own account, else the mark’s franchisor', async () => {
    const { rows } = await ctx.database.pool.query<{ name: string; closings: number; unnamed: number; closers: string[] }>(
      `select r.name, count(*)::int as closings, count(*) filter (where c.closed_by_name is null)::int as unnamed,
          array_agg(distinct c.closed_by_name) filter (where c.closed_by_name is not null) as closers
        from caisse_closings c join restaurants r on r.id = c.restaurant_id group by r.name order by r.name`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.unnamed, `${r.name}: ${r.closings} closings`).toBe(0);
  });

  it('archives each caisse restaurant: zips whose signature and files verify with the product’s own check, a sound chain', async () => {
    const { rows } = await ctx.database.pool.query<{ restaurant_id: string; name: string; content: Buffer; counts: { tickets: number } }>(
      `select a.restaurant_id, r.name, a.content, a.counts from caisse_fiscal_archives a join restaurants r on r.id = a.restaurant_id
       order by r.name, a.number`,
    );
    // every restaurant with closings: the mark's (by their manager or the franchisor) and Lucie
    const closing = await ctx.database.pool.query<{ name: string }>(
      'select r.name from restaurants r where exists (select 1 from caisse_closings c where c.restaurant_id = r.id)',
    );
    expect(closing.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Bistro Parisien Opéra', 'Le Comptoir de Lucie']));
    expect(new Set(rows.map((a) => a.name))).toEqual(new Set(closing.rows.map((r) => r.name)));
    const key = await publicKeyOf(ctx.database.db);
    for (const a of rows) {
      const check = verifyArchive(a.content, key.public_key_pem);
      expect(check.problems, a.name).toEqual([]);
      expect(check.ok).toBe(true);
      expect(check.key).toBe('given');
    }
    expect(rows.some((a) => a.counts.tickets > 0)).toBe(true);
    for (const id of new Set(rows.map((a) => a.restaurant_id))) {
      expect(await checkArchiveChain(ctx.database.db, platformScope(id))).toMatchObject({ ok: true, first_break: null });
    }
    // a tampered copy fails the same check
    const tampered = Buffer.from(rows[0].content);
    tampered[100] ^= 0xff; // inside the first CSV's compressed bytes
    expect(verifyArchive(tampered, key.public_key_pem).ok).toBe(false);
  });
});
