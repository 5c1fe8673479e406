import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { createDemoContext, type TestContext } from './context';
import { bearer, login } from './fixtures';

/** The campaigns' demo (db/seed/intranet-campaigns.ts): the summer menu, two restaurants done with photos, one late. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext();
}, 240_000);
afterAll(() => ctx?.close());

const get = async (url: string, token: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('demo campaigns', () => {
  it('shows the franchisor its summer menu campaign: two done with photos, one late; the Opéra a campaign to do', async () => {
    const franchisor = await login(ctx.app, 'franchiseur@fitfit.example', DEMO_PASSWORD);
    const list = await get('franchisor/intranet/campaigns?per_page=100', franchisor);
    const summer = list.data.find((c: { title: string }) => c.title === 'Mettre en place la carte d’été');
    expect(summer).toMatchObject({ status: 'closed', restaurants_count: 3, done_count: 2, late_count: 1 });
    const follow = await get(`franchisor/intranet/campaigns/${summer.id}/follow-up`, franchisor);
    const done = follow.restaurants.filter((r: { status: string }) => r.status === 'done');
    expect(done).toHaveLength(2);
    for (const r of done) {
      expect(r.photos).toHaveLength(2);
      expect(r.photos[0].url).toMatch(/^\/media\/private\//);
    }
    expect(follow.restaurants.find((r: { status: string }) => r.status === 'late').restaurant_name).toBe(
      'Bistro Parisien Lille Grand-Place',
    );

    const owner = await login(ctx.app, 'restaurateur@fitfit.example', DEMO_PASSWORD);
    const me = await get('auth/me', owner);
    const tasks = await get(`restaurants/${me.restaurant.id}/intranet/tasks`, owner);
    expect(tasks.items.find((t: { title: string }) => t.title === 'Vitrine : affiches de la carte d’été').status).toBe('to_do');
    expect(tasks.items.find((t: { title: string }) => t.title === 'Mettre en place la carte d’été').status).toBe('done');
  });
});
