import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { TENANT_POLICY } from '../src/db/row-security';
import { caisseCustomers } from '../src/db/schema';
import { RESTAURANT_ROLES } from '../src/lib/access';
import { createTestContext } from './context';
import { bearer, createWorld, login } from './fixtures';

/**
 * Row-level security (db/row-security.ts): a request's queries run as a restricted role under the tenant policy, so
 * a query that forgets its `restaurant_id` filter still sees only the restaurants the access hook granted. The
 * probe routes below are such forgetful queries, sent through the server's own pool.
 */
const probes = (app: FastifyInstance, database: Database) => {
  const { db } = database;
  const forgetful = async () => {
    // no restaurant filter, on purpose
    const rows = await db.select({ restaurant_id: caisseCustomers.restaurant_id }).from(caisseCustomers);
    return { restaurants: [...new Set(rows.map((r) => r.restaurant_id))].sort() };
  };
  app.get('/api/v1/restaurants/:restaurantId/probe/rls/customers', {
    config: { access: { roles: RESTAURANT_ROLES, restaurant: true } },
    handler: forgetful,
  });
  app.get('/api/v1/probe/rls/network-customers', {
    config: { access: { roles: ['franchisor', 'admin'], network: true } },
    handler: forgetful,
  });
  app.get('/api/v1/probe/rls/customers', { config: { access: { roles: ['admin'] } }, handler: forgetful });
  app.get('/api/v1/restaurants/:restaurantId/probe/rls/role', {
    config: { access: { roles: RESTAURANT_ROLES, restaurant: true } },
    handler: async () => {
      const { rows } = await db.execute<{ role: string; rolsuper: boolean; rolbypassrls: boolean; owns: number }>(sql`
        select current_user as role, r.rolsuper, r.rolbypassrls,
               (select count(*)::int from pg_tables t where t.schemaname = 'public' and t.tableowner = current_user) as owns
        from pg_roles r where r.rolname = current_user`);
      return rows[0];
    },
  });
  app.post('/api/v1/restaurants/:restaurantId/probe/rls/write', {
    config: { access: { roles: RESTAURANT_ROLES, restaurant: true } },
    handler: async (request) => {
      const { into } = request.body as { into: string };
      try {
        await db.insert(caisseCustomers).values({ restaurant_id: into, last_name: 'Intrus' });
        return { written: true };
      } catch (error) {
        return {
          written: false,
          code: (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code,
        };
      }
    },
  });
  app.post('/api/v1/restaurants/:restaurantId/probe/rls/update-all', {
    config: { access: { roles: RESTAURANT_ROLES, restaurant: true } },
    handler: async () => {
      // an update that forgot its filter touches the granted restaurant's rows only
      const rows = await db.update(caisseCustomers).set({ notes: 'touché' }).returning({ restaurant_id: caisseCustomers.restaurant_id });
      return { restaurants: [...new Set(rows.map((r) => r.restaurant_id))] };
    },
  });
};

const ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' }, probes);
afterAll(() => ctx.close());
const { db } = ctx.database;
const world = await createWorld(db);
const { a1, a2, b } = world.restaurants;
// written outside any request: the platform's own work, as the owner role
await db.insert(caisseCustomers).values([
  { restaurant_id: a1.id, last_name: 'Martin' },
  { restaurant_id: a2.id, last_name: 'Durand' },
  { restaurant_id: b.id, last_name: 'Bernard' },
]);
const restorer = bearer(await login(ctx.app, world.users.restorer.email));
const restorerB = bearer(await login(ctx.app, world.users.restorerB.email));
const franchisor = bearer(await login(ctx.app, world.users.franchisor.email));
const admin = bearer(await login(ctx.app, world.users.admin.email));
const get = async (url: string, headers: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('row-level security', () => {
  it("runs a request's queries as a role that is neither superuser, nor BYPASSRLS, nor owner of a table", async () => {
    const role = await get(`/api/v1/restaurants/${a1.id}/probe/rls/role`, restorer);
    expect(role).toEqual({ role: 'fitfit_app', rolsuper: false, rolbypassrls: false, owns: 0 });
  });

  it('lets a query without a restaurant filter see only the restaurant the request was granted', async () => {
    expect(await get(`/api/v1/restaurants/${a1.id}/probe/rls/customers`, restorer)).toEqual({ restaurants: [a1.id] });
    expect(await get(`/api/v1/restaurants/${a2.id}/probe/rls/customers`, restorer)).toEqual({ restaurants: [a2.id] });
    expect(await get(`/api/v1/restaurants/${b.id}/probe/rls/customers`, restorerB)).toEqual({ restaurants: [b.id] });
    // the same connections, one request after the other: no scope lingers on a pooled connection
    const again = await Promise.all([
      get(`/api/v1/restaurants/${b.id}/probe/rls/customers`, restorerB),
      get(`/api/v1/restaurants/${a1.id}/probe/rls/customers`, restorer),
    ]);
    expect(again).toEqual([{ restaurants: [b.id] }, { restaurants: [a1.id] }]);
  });

  it("gives a franchisor's network its marks' restaurants, an admin every one", async () => {
    expect(await get('/api/v1/probe/rls/network-customers', franchisor)).toEqual({ restaurants: [a1.id, a2.id].sort() });
    const all = await get('/api/v1/probe/rls/network-customers', admin);
    expect(all.restaurants).toEqual(expect.arrayContaining([a1.id, a2.id, b.id]));
    expect((await get('/api/v1/probe/rls/customers', admin)).restaurants).toEqual(expect.arrayContaining([a1.id, a2.id, b.id]));
  });

  it("refuses to write a row into another restaurant, and an unfiltered update stays in the request's restaurant", async () => {
    const write = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/restaurants/${a1.id}/probe/rls/write`,
      headers: restorer,
      payload: { into: b.id },
    });
    expect(write.json()).toEqual({ written: false, code: '42501' });
    const own = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/restaurants/${a1.id}/probe/rls/write`,
      headers: restorer,
      payload: { into: a1.id },
    });
    expect(own.json()).toEqual({ written: true });
    const update = await ctx.app.inject({ method: 'POST', url: `/api/v1/restaurants/${b.id}/probe/rls/update-all`, headers: restorerB });
    expect(update.json()).toEqual({ restaurants: [b.id] });
    const notes = await db.select({ restaurant_id: caisseCustomers.restaurant_id, notes: caisseCustomers.notes }).from(caisseCustomers);
    expect(notes.filter((r) => r.notes === 'touché').map((r) => r.restaurant_id)).toEqual([b.id]);
    expect(notes.filter((r) => r.restaurant_id === b.id && r.notes !== 'touché')).toEqual([]);
    expect(notes.some((r) => r.restaurant_id === b.id && r.notes === 'touché')).toBe(true);
  });

  it('has the tenant policy on every table that carries a restaurant_id', async () => {
    const { rows } = await db.execute<{ table_name: string; secured: boolean; policies: string[] }>(sql`
      select c.relname as table_name, c.relrowsecurity as secured,
             coalesce((select array_agg(p.policyname::text) from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname), '{}') as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'restaurant_id' and not a.attisdropped
      where c.relkind in ('r', 'p')
      order by 1`);
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((r) => !r.secured || !r.policies.includes(TENANT_POLICY)).map((r) => r.table_name)).toEqual([]);
  });
});
