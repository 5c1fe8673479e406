import { posPermissions } from '@fitfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCaisseTeam } from '../src/db/seed/caisse-team';
import { verifyPassword } from '../src/lib/passwords';
import { createDemoContext, type TestContext } from './context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext();
});
afterAll(() => ctx.close());

const q = async (text: string, values: unknown[] = []) => (await ctx.database.pool.query(text, values)).rows;

describe('demo team of the terminals', () => {
  it('gives every demo restaurant holding fitfit_caisse the roles Gérant, Serveur and Barman', async () => {
    const holders = await q(`select r.id, r.name from restaurants r join fitfit_module_restaurants fr on fr.restaurant_id = r.id
      join fitfit_modules m on m.id = fr.fitfit_module_id where m.code_name = 'fitfit_caisse'`);
    expect(holders).toHaveLength(5);
    for (const r of holders) {
      const roles = await q('select name, permissions from caisse_roles where restaurant_id = $1 order by name', [r.id]);
      expect(roles).toEqual([
        { name: 'Barman', permissions: ['open_drawer', 'x_report', 'cash_movements'] },
        { name: 'Gérant', permissions: [...posPermissions] },
        { name: 'Serveur', permissions: ['discount', 'offer'] },
      ]);
      const users = await q('select first_name, last_name, role_id, active from caisse_pos_users where restaurant_id = $1', [r.id]);
      expect(users.length, r.name).toBeGreaterThanOrEqual(4);
      expect(users.length, r.name).toBeLessThanOrEqual(6);
      expect(users.filter((u) => u.active).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('stores PINs as argon2id hashes that verify', async () => {
    const [user] = await q('select pin_hash from caisse_pos_users order by created_at limit 1');
    expect(user.pin_hash).toMatch(/^\$argon2id\$/);
    // first demo person: PIN 1000
    const hashes = await q('select pin_hash from caisse_pos_users');
    const matches = await Promise.all(hashes.map((h) => verifyPassword(h.pin_hash, '1000')));
    expect(matches.filter(Boolean)).toHaveLength(1);
  });

  it('runs again without duplicating anything', async () => {
    const before = await q(
      'select (select count(*)::int from caisse_roles) as roles, (select count(*)::int from caisse_pos_users) as users',
    );
    await seedCaisseTeam(ctx.database.db);
    const after = await q(
      'select (select count(*)::int from caisse_roles) as roles, (select count(*)::int from caisse_pos_users) as users',
    );
    expect(after).toEqual(before);
  });
});
