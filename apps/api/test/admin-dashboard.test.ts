import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantSubscriptions } from '../src/db/schema';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

let ctx: TestContext;
let world: World;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  admin = await login(ctx.app, world.users.admin.email);
  await ctx.database.db.insert(restaurantSubscriptions).values([
    { restaurant_id: world.restaurants.a1.id, recurring: 'monthly', status: 'active' },
    { restaurant_id: world.restaurants.b.id, recurring: 'yearly', status: 'active' },
    { restaurant_id: world.restaurants.a2.id, recurring: 'monthly', status: 'trialing', trial_ends_on: '2099-01-01' },
  ]);
});
afterAll(() => ctx.close());

const get = (token = admin) => ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboards', headers: bearer(token) });

describe('GET /api/v1/admin/dashboards', () => {
  it('counts restaurants, users per role and module adoption', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.restaurants).toEqual({ total: 3, active: 3, new_this_month: 3 });
    expect(body.users_per_role).toEqual([
      { role: 'admin', count: 1 },
      { role: 'franchisor', count: 1 },
      { role: 'restorer', count: 2 },
      { role: 'saler', count: 1 },
    ]);
    expect(body.module_adoption).toHaveLength(6);
    expect(body.module_adoption[0]).toEqual({ code_name: 'fitfit_pnl', title: 'PNL', restaurants: 2 });
  });

  it('gives the MRR as monthly equivalents of paying subscriptions (yearly ×10/12, trials excluded) and its 12-month trend', async () => {
    const body = (await get()).json();
    expect(body.mrr_cents).toBe(23000 + Math.round((23000 * 10) / 12));
    expect(body.mrr_trend).toHaveLength(12);
    expect(body.mrr_trend[11].mrr_cents).toBe(body.mrr_cents);
    expect(body.mrr_trend[11].month).toBe(new Date().toISOString().slice(0, 7));
    expect(body.mrr_trend[0].mrr_cents).toBe(0); // the modules started today
  });

  it('sums unpaid and overdue invoices (TTC)', async () => {
    // the run bills a month that is over (issue 24): last month, held whole
    const now = new Date();
    const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    await ctx.database.pool.query(`update fitfit_module_restaurants set starts_on = $1`, [`${period}-01`]);
    await ctx.database.pool.query(`update restaurant_subscriptions set started_on = $1`, [`${period}-01`]);
    const run = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/subscription_invoices/run',
      headers: bearer(admin),
      payload: { period },
    });
    expect(run.json().created).toBe(2);
    await ctx.database.pool.query(`update subscription_invoices set due_on = current_date - 1 where number = $1`, [run.json().numbers[0]]);
    const body = (await get()).json();
    expect(body.unpaid_invoices).toEqual({ count: 2, amount_cents: 27600 + 276000 });
    expect(body.overdue_invoices.count).toBe(1);
  });

  it('is for admins only', async () => {
    const token = await login(ctx.app, world.users.saler.email);
    expect((await get(token)).statusCode).toBe(403);
  });
});
