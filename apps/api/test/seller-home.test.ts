import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantSubscriptions } from '../src/db/schema';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

let ctx: TestContext;
let world: World;
let saler: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  [saler, admin] = await Promise.all([login(ctx.app, world.users.saler.email), login(ctx.app, world.users.admin.email)]);
  await ctx.database.pool.query('update restaurants set sponsor_user_id = $1 where id = any($2)', [
    world.users.saler.id,
    [world.restaurants.a1.id, world.restaurants.b.id],
  ]);
  await ctx.database.db.insert(restaurantSubscriptions).values([
    { restaurant_id: world.restaurants.a1.id, recurring: 'monthly', status: 'active' },
    { restaurant_id: world.restaurants.a2.id, recurring: 'monthly', status: 'active' },
  ]);
});
afterAll(() => ctx.close());

const home = (token = saler) => ctx.app.inject({ method: 'GET', url: '/api/v1/seller/home', headers: bearer(token) });

describe('GET /api/v1/seller/home', () => {
  it('lists its sponsored restaurants with subscription and monthly amount, and its registration link', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const code = world.users.saler.affiliate_code;
    expect(body.affiliate_code).toBe(code);
    expect(body.registration_path).toBe(`/registration?affiliate_code=${code}`);
    expect(body.restaurants.map((r: { id: string }) => r.id).sort()).toEqual([world.restaurants.a1.id, world.restaurants.b.id].sort());
    const a1 = body.restaurants.find((r: { id: string }) => r.id === world.restaurants.a1.id);
    expect(a1).toMatchObject({ subscription_status: 'active', recurring: 'monthly', monthly_amount_cents: 23000 });
    const b = body.restaurants.find((r: { id: string }) => r.id === world.restaurants.b.id);
    expect(b).toMatchObject({ subscription_status: null, monthly_amount_cents: 23000 });
    expect(body.monthly_recurring_cents).toBe(23000);
    expect(body.commission_cents).toBe(0);
    expect(body.commission_trend).toHaveLength(12);
  });

  it('earns 10 % of the HT of the invoices paid this month, for its own restaurants only', async () => {
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
    expect(run.json().created).toBe(1); // A1 only: A2 holds no module
    const { rows } = await ctx.database.pool.query('select id from subscription_invoices');
    const paid = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/subscription_invoices/${rows[0].id}/paid`,
      headers: bearer(admin),
      // paid today on the platform's clock (Paris): between midnight in Paris and in UTC the UTC date is the day before the invoice's
      payload: { paid_on: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()), method: 'transfer' },
    });
    expect(paid.statusCode).toBe(200);
    const body = (await home()).json();
    expect(body.commission_rate_bp).toBe(1000);
    expect(body.commission_month).toBe(body.commission_trend[11].month);
    expect(body.commission_cents).toBe(2300);
    expect(body.commission_trend[11].commission_cents).toBe(2300);
  });

  it('is for salespeople only', async () => {
    for (const user of [world.users.admin, world.users.restorer, world.users.franchisor]) {
      const token = await login(ctx.app, user.email);
      expect((await home(token)).statusCode).toBe(403);
    }
  });
});
