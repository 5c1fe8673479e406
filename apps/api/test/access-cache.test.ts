import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { connect, type Database } from '../src/db/database';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/**
 * The session's access kept in memory by each API instance (modules/auth/access-cache.ts), with two instances
 * on one database, A and B, each with its own pool and listener. Their `inject` is the plain one: no wait
 * before a request (unlike createTestContext's app), so what is asserted right after a write is what a client
 * would get on its next request.
 */
let ctx: TestContext;
let secondPool: Database;
let a: FastifyInstance;
let b: FastifyInstance;
let admin: string;

const build = async (database: Database) => {
  const app = await buildApp({ config: ctx.config, db: database.db, logger: false, accessCache: { reconnectMs: 2000 } });
  await app.ready();
  return app;
};

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  secondPool = connect(ctx.database.url, 5);
  a = await build(ctx.database);
  b = await build(secondPool);
  const w = await createWorld(ctx.database.db);
  admin = await login(a, w.users.admin.email);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await secondPool.close();
  await ctx.close();
});

const products = (w: World) => `/api/v1/restaurants/${w.restaurants.a1.id}/caisse/products`;
const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  a.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(admin), payload: payload as never });

/** A restorer signed in, its access read once on A and once on B (each now holds it). */
const signedIn = async () => {
  const w = await createWorld(ctx.database.db);
  const token = await login(a, w.users.restorer.email);
  for (const app of [a, b]) {
    expect((await get(app, products(w), token)).statusCode).toBe(200);
    const hits = app.accessCache.stats.hits;
    expect((await get(app, products(w), token)).statusCode).toBe(200);
    expect(app.accessCache.stats.hits).toBe(hits + 1);
  }
  return { w, token };
};

describe('the access cache', () => {
  it('serves a repeated request from memory, by token and restaurant, while the listener listens', async () => {
    expect(a.accessCache.enabled).toBe(true);
    expect(b.accessCache.enabled).toBe(true);
    const { w, token } = await signedIn();
    const misses = a.accessCache.stats.misses;
    // Another restaurant (not holding the caisse), then no restaurant: two other entries.
    expect((await get(a, `/api/v1/restaurants/${w.restaurants.a2.id}/caisse/products`, token)).statusCode).toBe(403);
    expect((await get(a, '/api/v1/auth/me', token)).statusCode).toBe(200);
    expect(a.accessCache.stats.misses).toBe(misses + 2);
  });

  it('a logout through A is refused by A on the very next request, and by B once the NOTIFY is applied', async () => {
    const { w, token } = await signedIn();
    expect((await a.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await get(a, products(w), token)).statusCode).toBe(401);
    await b.accessCache.sync();
    expect((await get(b, products(w), token)).statusCode).toBe(401);
    expect((await get(b, '/api/v1/auth/me', token)).statusCode).toBe(401);
  });

  it('a logout through B (the other instance) is refused by A once the NOTIFY is applied', async () => {
    const { w, token } = await signedIn();
    expect((await b.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await get(b, products(w), token)).statusCode).toBe(401);
    await a.accessCache.sync();
    expect((await get(a, products(w), token)).statusCode).toBe(401);
  });

  it('a deleted user is refused on the next request', async () => {
    const { w, token } = await signedIn();
    expect((await asAdmin('DELETE', `users/${w.users.restorer.id}`)).statusCode).toBe(204);
    expect((await get(a, products(w), token)).statusCode).toBe(401);
    await b.accessCache.sync();
    expect((await get(b, products(w), token)).statusCode).toBe(401);
  });

  it('a lost membership is refused on the next request', async () => {
    const { w, token } = await signedIn();
    const user = w.users.restorer;
    const res = await asAdmin('PUT', `users/${user.id}`, {
      role: 'restorer',
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      restaurant_ids: [w.restaurants.a2.id],
    });
    expect(res.statusCode).toBe(200);
    const refused = await get(a, products(w), token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Vous n'avez pas accès à ce restaurant");
    await b.accessCache.sync();
    expect((await get(b, products(w), token)).statusCode).toBe(403);
    // Still a member of A2, which does not hold the caisse.
    const a2 = await get(b, `/api/v1/restaurants/${w.restaurants.a2.id}/caisse/products`, token);
    expect(a2.json().error.message).toBe("Ce restaurant n'a pas accès à ce module");
  });

  it('a removed module is refused on the next request, and a module given back is served', async () => {
    const { w, token } = await signedIn();
    const base = `restaurants/${w.restaurants.a1.id}/fitfit_module_restaurants`;
    const list = await a.inject({ method: 'GET', url: `/api/v1/admin/${base}`, headers: bearer(admin) });
    const caisse = (list.json().data as { id: string; code_name: string; fitfit_module_id: string }[]).find(
      (m) => m.code_name === 'fitfit_caisse',
    );
    expect(caisse).toBeDefined();
    expect((await asAdmin('DELETE', `${base}/${caisse?.id}`)).statusCode).toBe(204);
    const refused = await get(a, products(w), token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Ce restaurant n'a pas accès à ce module");
    await b.accessCache.sync();
    expect((await get(b, products(w), token)).statusCode).toBe(403);
    expect((await asAdmin('POST', base, { fitfit_module_id: caisse?.fitfit_module_id })).statusCode).toBe(201);
    expect((await get(a, products(w), token)).statusCode).toBe(200);
  });

  it("a franchisor taken off its mark is refused the mark's restaurants on the next request", async () => {
    const w = await createWorld(ctx.database.db);
    const token = await login(a, w.users.franchisor.email);
    for (const app of [a, b]) expect((await get(app, products(w), token)).statusCode).toBe(200);
    expect((await asAdmin('PUT', `marks/${w.mark.id}/franchisors`, { user_ids: [] })).statusCode).toBe(200);
    const refused = await get(a, products(w), token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Vous n'avez pas accès à ce restaurant");
    await b.accessCache.sync();
    expect((await get(b, products(w), token)).statusCode).toBe(403);
  });

  it('a password reset by an admin ends the sessions on the next request', async () => {
    const { w, token } = await signedIn();
    const user = w.users.restorer;
    const res = await asAdmin('PUT', `users/${user.id}`, {
      role: 'restorer',
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      restaurant_ids: [w.restaurants.a1.id],
      password: 'nouveau-secret-1234',
    });
    expect(res.statusCode).toBe(200);
    expect((await get(a, products(w), token)).statusCode).toBe(401);
    await b.accessCache.sync();
    expect((await get(b, products(w), token)).statusCode).toBe(401);
  });

  it('a deleted restaurant is refused on the next request', async () => {
    const { w, token } = await signedIn();
    expect((await asAdmin('DELETE', `restaurants/${w.restaurants.a1.id}`)).statusCode).toBe(204);
    expect((await get(a, products(w), token)).statusCode).toBe(403);
    await b.accessCache.sync();
    expect((await get(b, products(w), token)).statusCode).toBe(403);
  });

  it('a change written by another process (SQL) is applied by both once its NOTIFY is delivered', async () => {
    const { w, token } = await signedIn();
    const invalidations = a.accessCache.stats.invalidations;
    await ctx.database.pool.query('update sessions set revoked_at = now() where user_id = $1', [w.users.restorer.id]);
    await Promise.all([a.accessCache.sync(), b.accessCache.sync()]);
    expect(a.accessCache.stats.invalidations).toBeGreaterThan(invalidations);
    expect((await get(a, products(w), token)).statusCode).toBe(401);
    expect((await get(b, products(w), token)).statusCode).toBe(401);
  });

  it('does not store a read that started before an invalidation and answered after it', async () => {
    const { w, token } = await signedIn();
    const cache = a.accessCache;
    const ticket = cache.ticket();
    cache.onNotification(`user:${w.users.restorer.id}`);
    const row = {
      session_id: 'x',
      valid_until: new Date(Date.now() + 60_000),
      id: w.users.restorer.id,
      role: 'restorer' as const,
      email: '',
      first_name: '',
      last_name: '',
      current_restaurant_id: null,
      affiliate_code: null,
      totp_enabled: false,
      restaurant: { allowed: true, modules: [], access: 'owner' as const },
    };
    cache.set('late', ticket, row, null, row.valid_until);
    expect(cache.get('late')).toBeUndefined();
    cache.set('late', cache.ticket(), row, null, row.valid_until);
    expect(cache.get('late')).toBeDefined();
    // The restorer's own entries went with the notification: the next request reads the database.
    const misses = cache.stats.misses;
    expect((await get(a, products(w), token)).statusCode).toBe(200);
    expect(cache.stats.misses).toBe(misses + 1);
  });

  it('stops serving an entry when the session expires, without any notification', async () => {
    const w = await createWorld(ctx.database.db);
    const token = await login(a, w.users.restorer.email);
    await ctx.database.pool.query(`update sessions set expires_at = now() + interval '1.5 seconds' where user_id = $1`, [
      w.users.restorer.id,
    ]);
    await a.accessCache.sync();
    expect((await get(a, products(w), token)).statusCode).toBe(200);
    const hits = a.accessCache.stats.hits;
    expect((await get(a, products(w), token)).statusCode).toBe(200);
    expect(a.accessCache.stats.hits).toBe(hits + 1);
    const invalidations = a.accessCache.stats.invalidations;
    await vi.waitFor(async () => expect((await get(a, products(w), token)).statusCode).toBe(401), { timeout: 5000, interval: 200 });
    expect(a.accessCache.stats.invalidations).toBe(invalidations);
  });

  it('when the listener drops: flushed, every request reads the database, and back in service once it listens again', async () => {
    const { w, token } = await signedIn();
    await ctx.database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'fitfit-access-cache'`,
    );
    await vi.waitFor(() => expect([a.accessCache.enabled, b.accessCache.enabled]).toEqual([false, false]), { timeout: 5000, interval: 10 });
    expect(a.accessCache.size).toBe(0);
    expect(b.accessCache.size).toBe(0);
    // Nobody is told now: a revocation must still be refused at once, from the database.
    await ctx.database.pool.query('update sessions set revoked_at = now() where user_id = $1', [w.users.restorer.id]);
    if (!a.accessCache.enabled) expect((await get(a, products(w), token)).statusCode).toBe(401);
    if (!b.accessCache.enabled) expect((await get(b, products(w), token)).statusCode).toBe(401);
    await vi.waitFor(() => expect(a.accessCache.enabled && b.accessCache.enabled).toBe(true), { timeout: 10_000, interval: 100 });
    expect((await get(a, products(w), token)).statusCode).toBe(401);
    expect(a.accessCache.stats.drops).toBeGreaterThan(0);
    const again = await signedIn();
    expect((await get(b, products(again.w), again.token)).statusCode).toBe(200);
  });
});
