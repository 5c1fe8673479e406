import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { caisseCustomers } from '../src/db/schema';
import { RESTAURANT_ROLES } from '../src/lib/access';
import { inTransaction, narrowScoped, platformScoped, restaurantScopedOf, type Scoped, scopedOf } from '../src/lib/scoped-db';
import { createTestContext } from './context';
import { bearer, createWorld, login } from './fixtures';

/**
 * The scoped executor (lib/scoped-db.ts): a repository that forgot its `restaurant_id` filter still sees only the
 * scope's restaurants, whether its executor is a request's or the platform's own (`platformScoped`, run outside any
 * request, where the pool alone would have been the owner's and seen every row).
 */

/** A repository-style read WITHOUT its filter, and the role of the very connection it ran on (one statement). */
const forgetful = async ({ db }: Scoped) => {
  const { rows } = await db.execute<{ restaurants: string[] | null; role: string; rolsuper: boolean; rolbypassrls: boolean }>(sql`
    select (select array_agg(distinct c.restaurant_id::text order by c.restaurant_id::text) from caisse_customers c) as restaurants,
           current_user as role, r.rolsuper, r.rolbypassrls
    from pg_roles r where r.rolname = current_user`);
  const [{ restaurants, ...role }] = rows;
  // the same through Drizzle's builder and its relational queries
  const built = await db.selectDistinct({ id: caisseCustomers.restaurant_id }).from(caisseCustomers);
  const related = await db.query.caisseCustomers.findMany({ columns: { restaurant_id: true } });
  expect(new Set(built.map((r) => r.id))).toEqual(new Set(restaurants ?? []));
  expect(new Set(related.map((r) => r.restaurant_id))).toEqual(new Set(restaurants ?? []));
  return { restaurants: restaurants ?? [], ...role };
};

const probes = (app: FastifyInstance) => {
  app.get('/api/v1/restaurants/:restaurantId/probe/scoped/customers', {
    config: { access: { roles: RESTAURANT_ROLES, restaurant: true } },
    handler: (request) => forgetful(restaurantScopedOf(request)),
  });
  app.get('/api/v1/restaurants/:restaurantId/probe/scoped/in-transaction', {
    config: { access: { roles: RESTAURANT_ROLES, restaurant: true } },
    handler: (request) => inTransaction(restaurantScopedOf(request), forgetful),
  });
  app.get('/api/v1/probe/scoped/network/:restaurantId', {
    config: { access: { roles: ['franchisor', 'admin'], network: true } },
    handler: async (request) => {
      const scoped = scopedOf(request);
      const one = narrowScoped(scoped, (request.params as { restaurantId: string }).restaurantId);
      return { network: await forgetful(scoped), one: one ? await forgetful(one) : null };
    },
  });
};

const ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' }, probes);
afterAll(() => ctx.close());
const { db } = ctx.database as Database;
const world = await createWorld(db);
const { a1, a2, b } = world.restaurants;
await db.insert(caisseCustomers).values([
  { restaurant_id: a1.id, last_name: 'Martin' },
  { restaurant_id: a2.id, last_name: 'Durand' },
  { restaurant_id: b.id, last_name: 'Bernard' },
]);
const restricted = { role: 'fitfit_app', rolsuper: false, rolbypassrls: false };
const get = async (url: string, headers: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('scoped executor', () => {
  it("restricts the platform's own work on one restaurant, outside any request, to that restaurant", async () => {
    // the pool alone, outside a request, is the owner's: every restaurant (what a forgotten filter used to read)
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(distinct restaurant_id)::int as n from caisse_customers where restaurant_id in (${a1.id}, ${a2.id}, ${b.id})`,
    );
    expect(rows[0].n).toBe(3);
    expect(await forgetful(platformScoped(db, a1.id))).toEqual({ restaurants: [a1.id], ...restricted });
    expect(await forgetful(platformScoped(db, b.id))).toEqual({ restaurants: [b.id], ...restricted });
    // together, as a job spread over restaurants would run them
    const both = await Promise.all([a2.id, b.id, a1.id].map((id) => forgetful(platformScoped(db, id))));
    expect(both.map((r) => r.restaurants)).toEqual([[a2.id], [b.id], [a1.id]]);
  });

  it('keeps a transaction opened from it scoped, and refuses a write into another restaurant there', async () => {
    const scoped = platformScoped(db, a2.id);
    const seen = await inTransaction(scoped, async (tx) => {
      const inside = await forgetful(tx);
      // a nested transaction (a savepoint) is the same connection
      const nested = await inTransaction(tx, forgetful);
      return { inside, nested };
    });
    expect(seen).toEqual({ inside: { restaurants: [a2.id], ...restricted }, nested: { restaurants: [a2.id], ...restricted } });
    const intrusion = await inTransaction(scoped, (tx) =>
      tx.db.insert(caisseCustomers).values({ restaurant_id: b.id, last_name: 'Intrus' }),
    ).then(
      () => 'written',
      (error: { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(intrusion).toBe('42501');
    const updated = await scoped.db.update(caisseCustomers).set({ notes: 'vu' }).returning({ id: caisseCustomers.restaurant_id });
    expect(new Set(updated.map((r) => r.id))).toEqual(new Set([a2.id]));
  });

  it("restricts a request's executor to the request's restaurant, in and out of a transaction", async () => {
    const restorer = bearer(await login(ctx.app, world.users.restorer.email));
    const restorerB = bearer(await login(ctx.app, world.users.restorerB.email));
    expect(await get(`/api/v1/restaurants/${a1.id}/probe/scoped/customers`, restorer)).toEqual({ restaurants: [a1.id], ...restricted });
    expect(await get(`/api/v1/restaurants/${b.id}/probe/scoped/in-transaction`, restorerB)).toEqual({ restaurants: [b.id], ...restricted });
    // another restaurant's id in the URL is refused before any executor exists
    const refused = await ctx.app.inject({ method: 'GET', url: `/api/v1/restaurants/${b.id}/probe/scoped/customers`, headers: restorer });
    expect(refused.statusCode).toBe(403);
  });

  it("narrows a network's executor to one of its restaurants, never to another network's", async () => {
    const franchisor = bearer(await login(ctx.app, world.users.franchisor.email));
    const seen = await get(`/api/v1/probe/scoped/network/${a2.id}`, franchisor);
    expect(seen.network.restaurants).toEqual([a1.id, a2.id].sort());
    expect(seen.one).toEqual({ restaurants: [a2.id], ...restricted });
    expect((await get(`/api/v1/probe/scoped/network/${b.id}`, franchisor)).one).toBeNull();
  });

  it("reads the analytics pool under the executor's scope too", async () => {
    const reports = platformScoped(db, b.id).db.$reports;
    expect(reports).toBeDefined();
    const { rows } = await reports!.query<{ id: string }>('select distinct restaurant_id::text as id from caisse_customers');
    expect(rows.map((r) => r.id)).toEqual([b.id]);
  });
});
