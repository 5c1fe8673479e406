import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/** PRODUCT §2: the admin creates, changes and cancels a subscription; the next invoice run bills it. */
let ctx: TestContext;
let world: World;
let admin: string;
const now = new Date();
// the run bills a month that is over (issue 24): last month
const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  admin = await login(ctx.app, world.users.admin.email);
  // the fixtures' module assignments start today; bill them from the start of the month billed
  await ctx.database.pool.query(`update fitfit_module_restaurants set starts_on = date_trunc('month', current_date) - interval '1 month'`);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('subscription lifecycle', () => {
  let id = '';

  it('creates a subscription for a restaurant without one (201), with its amount from the modules held', async () => {
    const res = await call('POST', 'restaurant_subscriptions', {
      restaurant_id: world.restaurants.a1.id,
      recurring: 'monthly',
      status: 'active',
      started_on: `${period}-01`,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    id = body.id;
    expect(body).toMatchObject({ restaurant_id: world.restaurants.a1.id, recurring: 'monthly', status: 'active', canceled_at: null });
    expect(body.started_on).toBe(`${period}-01`);
    expect(body.monthly_amount_cents).toBeGreaterThan(0);
    expect(body.amount_cents).toBe(body.monthly_amount_cents);
  });

  it('refuses a second live subscription for the same restaurant (409), even when asked at the same time', async () => {
    const again = await call('POST', 'restaurant_subscriptions', {
      restaurant_id: world.restaurants.a1.id,
      recurring: 'yearly',
      status: 'trialing',
      started_on: `${period}-01`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ce restaurant a déjà un abonnement en cours : modifiez-le ou résiliez-le d’abord');
    const body = { restaurant_id: world.restaurants.b.id, recurring: 'monthly', status: 'active', started_on: `${period}-01` };
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', 'restaurant_subscriptions', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('validates the payload in French and 404s an unknown restaurant', async () => {
    const bad = await call('POST', 'restaurant_subscriptions', {
      restaurant_id: world.restaurants.a2.id,
      recurring: 'weekly',
      status: 'active',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.recurring).toBe('Choisissez une périodicité');
    expect(bad.json().error.fields.started_on).toBeDefined();
    const unknown = await call('POST', 'restaurant_subscriptions', {
      restaurant_id: randomUUID(),
      recurring: 'monthly',
      status: 'active',
      started_on: `${period}-01`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the next invoice run bills it', async () => {
    const run = await call('POST', 'subscription_invoices/run', { period });
    expect(run.statusCode).toBe(200);
    const invoices = (await call('GET', 'subscription_invoices?per_page=100')).json();
    expect(invoices.data.map((i: { subscription_id: string }) => i.subscription_id)).toContain(id);
  });

  it('changes its recurring and status', async () => {
    const res = await call('PATCH', `restaurant_subscriptions/${id}`, { recurring: 'yearly', status: 'past_due' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, recurring: 'yearly', status: 'past_due' });
    expect(res.json().amount_cents).toBe(res.json().monthly_amount_cents * 10);
    expect((await call('PATCH', `restaurant_subscriptions/${randomUUID()}`, { recurring: 'yearly', status: 'active' })).statusCode).toBe(
      404,
    );
    const canceledByPatch = await call('PATCH', `restaurant_subscriptions/${id}`, { recurring: 'yearly', status: 'canceled' });
    expect(canceledByPatch.statusCode).toBe(400);
  });

  it('cancels it: kept and dated, no longer editable, and the restaurant may start a new one', async () => {
    const res = await call('POST', `restaurant_subscriptions/${id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('canceled');
    expect(res.json().canceled_at).not.toBeNull();
    const again = await call('POST', `restaurant_subscriptions/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cet abonnement est résilié : créez-en un nouveau pour ce restaurant');
    expect((await call('PATCH', `restaurant_subscriptions/${id}`, { recurring: 'monthly', status: 'active' })).statusCode).toBe(409);
    const list = (await call('GET', 'restaurant_subscriptions?per_page=100')).json();
    expect(list.data.find((s: { id: string }) => s.id === id).status).toBe('canceled');
    const fresh = await call('POST', 'restaurant_subscriptions', {
      restaurant_id: world.restaurants.a1.id,
      recurring: 'monthly',
      status: 'trialing',
      started_on: `${period}-01`,
    });
    expect(fresh.statusCode).toBe(201);
  });

  it('is for admins only (403 for the other roles)', async () => {
    for (const who of ['restorer', 'franchisor', 'saler'] as const) {
      const token = await login(ctx.app, world.users[who].email);
      const body = { restaurant_id: world.restaurants.a2.id, recurring: 'monthly', status: 'active', started_on: `${period}-01` };
      expect((await call('POST', 'restaurant_subscriptions', body, token)).statusCode).toBe(403);
      expect(
        (await call('PATCH', `restaurant_subscriptions/${randomUUID()}`, { recurring: 'monthly', status: 'active' }, token)).statusCode,
      ).toBe(403);
      expect((await call('POST', `restaurant_subscriptions/${randomUUID()}/cancel`, undefined, token)).statusCode).toBe(403);
    }
  });
});
