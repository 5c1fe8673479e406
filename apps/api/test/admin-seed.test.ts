import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeviceKey } from '../src/db/seed/admin';
import { hashToken } from '../src/lib/tokens';
import { createDemoContext, type TestContext } from './context';

/** Administration demo data: partners, equipment catalogue, one POS terminal per restaurant, categories. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext();
});
afterAll(() => ctx.close());

describe('admin demo data', () => {
  it('creates two terminal partners and a catalogue of 5 to 8 items', async () => {
    const { pool } = ctx.database;
    expect((await pool.query('select count(*)::int as n from terminal_partners')).rows[0].n).toBe(2);
    const n = (await pool.query('select count(*)::int as n from hardwares')).rows[0].n;
    expect(n).toBeGreaterThanOrEqual(5);
    expect(n).toBeLessThanOrEqual(8);
  });

  it('installs one POS terminal per restaurant whose device key is the demo key, and sets categories', async () => {
    const { rows } = await ctx.database.pool.query(`
      select r.id, r.category, rh.api_key_hash from restaurants r
      join restaurant_hardwares rh on rh.restaurant_id = r.id join hardwares h on h.id = rh.hardware_id
      where h.kind = 'pos_terminal' and rh.removed_at is null`);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.category).not.toBeNull();
      expect(Buffer.compare(row.api_key_hash, hashToken(demoDeviceKey(row.id)))).toBe(0);
    }
  });
});
