import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { hardwares, restaurantHardwares } from '../src/db/schema';
import { hashToken, newToken } from '../src/lib/tokens';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, setModules, type World } from './fixtures';

/** POS terminals authenticate with their device API key (X-Device-Key), for their own restaurant only. */
let ctx: TestContext;
let world: World;
let app: Awaited<ReturnType<typeof buildApp>>;
const keys = { a1: newToken(), b: newToken(), removed: newToken() };

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx.database.db);
  const db = ctx.database.db;
  const [terminal] = await db.insert(hardwares).values({ kind: 'pos_terminal', brand: 'Sunmi', model: 'T2s' }).returning();
  const install = (restaurant_id: string, key: string) => ({ restaurant_id, hardware_id: terminal.id, api_key_hash: hashToken(key) });
  await db.insert(restaurantHardwares).values([install(world.restaurants.a1.id, keys.a1), install(world.restaurants.b.id, keys.b)]);
  const [removed] = await db.insert(restaurantHardwares).values(install(world.restaurants.a1.id, keys.removed)).returning();
  await db.update(restaurantHardwares).set({ removed_at: new Date() }).where(eq(restaurantHardwares.id, removed.id));

  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), db, logger: false });
  app.get('/api/v1/restaurants/:restaurantId/probe/terminal', {
    config: { access: { device: true, module: 'fitfit_caisse' } },
    handler: async (request) => request.device,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const call = (restaurantId: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/restaurants/${restaurantId}/probe/terminal`, headers });

describe('device access', () => {
  it('lets a terminal read its own restaurant', async () => {
    const res = await call(world.restaurants.a1.id, { 'x-device-key': keys.a1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().restaurantId).toBe(world.restaurants.a1.id);
  });

  it("refuses another restaurant's terminal", async () => {
    const res = await call(world.restaurants.a1.id, { 'x-device-key': keys.b });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('refuses no key, a wrong key, a removed terminal and a person’s session', async () => {
    const token = await login(ctx.app, world.users.admin.email);
    const attempts: Record<string, string>[] = [{}, { 'x-device-key': 'nope' }, { 'x-device-key': keys.removed }, bearer(token)];
    for (const headers of attempts) {
      const res = await call(world.restaurants.a1.id, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
    }
  });

  it('refuses when the restaurant does not hold the module', async () => {
    await setModules(ctx.database.db, world.restaurants.b.id, ['fitfit_pnl']);
    const res = await call(world.restaurants.b.id, { 'x-device-key': keys.b });
    expect(res.statusCode).toBe(403);
  });
});
