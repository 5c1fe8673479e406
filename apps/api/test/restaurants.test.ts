import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, restaurantUsers } from '../src/db/schema';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

let ctx: TestContext;
let world: World;
let tokens: { admin: string; restorer: string; franchisor: string; saler: string };
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  const [admin, restorer, franchisor, saler] = await Promise.all(
    [world.users.admin, world.users.restorer, world.users.franchisor, world.users.saler].map((u) => login(ctx.app, u.email)),
  );
  tokens = { admin, restorer, franchisor, saler };
});
afterAll(() => ctx.close());

type Summary = { id: string; name: string; city: string | null; mark_id: string | null; mark_name: string | null };

const list = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/auth/restaurants${query}`, headers: bearer(token) });
const ids = (body: { data: Summary[] }) => body.data.map((r) => r.id);

describe('GET /api/v1/auth/restaurants', () => {
  it('answers the paging envelope with lookup defaults (per_page 50, page 1, desc, empty search)', async () => {
    const res = await list(tokens.restorer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['current_page', 'data', 'order', 'per_page', 'search', 'total_entries', 'total_pages'].sort(),
    );
    expect(body).toMatchObject({ search: '', order: 'desc', current_page: 1, per_page: 50, total_entries: 2, total_pages: 1 });
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['access', 'city', 'currency', 'day_change_hour', 'id', 'mark_id', 'mark_name', 'name', 'registration_completed', 'timezone'].sort(),
    );
  });

  it('shows a restorer only its own restaurants, by name descending', async () => {
    const body = (await list(tokens.restorer)).json();
    expect(ids(body)).toEqual([world.restaurants.a2.id, world.restaurants.a1.id]);
    expect(body.data[0]).toMatchObject({
      name: world.restaurants.a2.name,
      city: 'Lyon',
      mark_id: world.mark.id,
      mark_name: world.mark.name,
    });
  });

  it("shows a franchisor only its mark's restaurants", async () => {
    const body = (await list(tokens.franchisor, '?order=asc')).json();
    expect(ids(body)).toEqual([world.restaurants.a1.id, world.restaurants.a2.id]);
    expect(body.total_entries).toBe(2);
  });

  it('shows an admin every restaurant, including B', async () => {
    const body = (await list(tokens.admin)).json();
    const all = ids(body);
    expect(all).toEqual(expect.arrayContaining([world.restaurants.a1.id, world.restaurants.a2.id, world.restaurants.b.id]));
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from restaurants where deleted_at is null');
    expect(body.total_entries).toBe(rows[0].n);
  });

  it('refuses a saler (403)', async () => {
    const res = await list(tokens.saler);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('pages and orders', async () => {
    const first = (await list(tokens.restorer, '?per_page=1&order=asc')).json();
    expect(first).toMatchObject({ current_page: 1, per_page: 1, total_entries: 2, total_pages: 2, order: 'asc' });
    expect(ids(first)).toEqual([world.restaurants.a1.id]);
    const second = (await list(tokens.restorer, '?per_page=1&page=2&order=asc')).json();
    expect(ids(second)).toEqual([world.restaurants.a2.id]);
    const beyond = (await list(tokens.restorer, '?per_page=1&page=3')).json();
    expect(beyond).toMatchObject({ current_page: 3, total_entries: 2, total_pages: 2, data: [] });
  });

  it('refuses bad paging parameters in French', async () => {
    for (const [query, field, message] of [
      ['?per_page=101', 'per_page', 'Le champ nombre par page doit être inférieur ou égal à 100'],
      ['?per_page=0', 'per_page', 'Le champ nombre par page doit être supérieur ou égal à 1'],
      ['?page=0', 'page', 'Le champ page doit être supérieur ou égal à 1'],
    ]) {
      const res = await list(tokens.restorer, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toEqual({ [field]: message });
    }
    const order = await list(tokens.restorer, '?order=sideways');
    expect(order.statusCode).toBe(400);
    expect(Object.keys(order.json().error.fields)).toEqual(['order']);
    expect(order.json().error.fields.order).toMatch(/^Le champ .+ a une valeur non autorisée$/);
  });

  it('searches by name or city, ignoring case, within what the user may see', async () => {
    const a1 = (await list(tokens.restorer, `?search=${encodeURIComponent(world.restaurants.a1.name.toUpperCase())}`)).json();
    expect(ids(a1)).toEqual([world.restaurants.a1.id]);
    expect(a1.search).toBe(world.restaurants.a1.name.toUpperCase());
    const byCity = (await list(tokens.restorer, '?search=lYoN')).json();
    expect(ids(byCity)).toEqual([world.restaurants.a2.id]);
    // B (Nantes) exists, but is not the restorer's.
    expect((await list(tokens.restorer, '?search=nantes')).json()).toMatchObject({ total_entries: 0, data: [] });
    expect(ids((await list(tokens.admin, '?search=nantes')).json())).toContain(world.restaurants.b.id);
    // Surrounding spaces are trimmed.
    expect(ids((await list(tokens.restorer, `?search=${encodeURIComponent(`  ${world.restaurants.a2.name}  `)}`)).json())).toEqual([
      world.restaurants.a2.id,
    ]);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    for (const search of ['%', '_', '\\']) {
      const body = (await list(tokens.restorer, `?search=${encodeURIComponent(search)}`)).json();
      expect(body.total_entries, search).toBe(0);
    }
  });

  it('matches accented names ignoring case but not accents (ILIKE, as implemented)', async () => {
    const [cafe] = await ctx.database.db.insert(restaurants).values({ name: 'Café Élysée', city: 'Orléans' }).returning();
    await ctx.database.db.insert(restaurantUsers).values({ restaurant_id: cafe.id, user_id: world.users.restorer.id });
    try {
      const search = async (text: string) => ids((await list(tokens.restorer, `?search=${encodeURIComponent(text)}`)).json());
      expect(await search('CAFé')).toEqual([cafe.id]);
      expect(await search('Élysée')).toEqual([cafe.id]);
      expect(await search('orléans')).toEqual([cafe.id]);
      // Accents are significant: "cafe" does not find "Café", nor "Elysee" "Élysée".
      // (Folding of non-ASCII letters such as É/é follows the database locale, so it is not asserted here.)
      expect(await search('cafe')).toEqual([]);
      expect(await search('Elysee')).toEqual([]);
    } finally {
      await ctx.database.pool.query('delete from restaurant_users where restaurant_id = $1', [cafe.id]);
    }
  });

  it('leaves out deleted restaurants', async () => {
    await ctx.database.pool.query('update restaurants set deleted_at = now() where id = $1', [world.restaurants.a2.id]);
    try {
      expect(ids((await list(tokens.restorer)).json())).toEqual([world.restaurants.a1.id]);
      expect(ids((await list(tokens.admin)).json())).not.toContain(world.restaurants.a2.id);
    } finally {
      await ctx.database.pool.query('update restaurants set deleted_at = null where id = $1', [world.restaurants.a2.id]);
    }
  });
});

describe('POST /api/v1/auth/current-restaurant', () => {
  const choose = (token: string, restaurant_id: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/current-restaurant', headers: bearer(token), payload: { restaurant_id } });
  const me = async (token: string) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).json();
  const storedChoice = async (userId: string) =>
    (await ctx.database.pool.query('select current_restaurant_id from users where id = $1', [userId])).rows[0].current_restaurant_id;

  it("refuses a restorer another restorer's restaurant (403) and keeps its current restaurant", async () => {
    const res = await choose(tokens.restorer, world.restaurants.b.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: "Vous n'avez pas accès à ce restaurant" });
    expect(await storedChoice(world.users.restorer.id)).toBe(world.restaurants.a1.id);
    expect((await me(tokens.restorer)).restaurant.id).toBe(world.restaurants.a1.id);
  });

  it('lets a franchisor choose another restaurant of its mark, and /auth/me follows', async () => {
    const res = await choose(tokens.franchisor, world.restaurants.a2.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { restaurant: expect.objectContaining({ id: world.restaurants.a2.id, name: world.restaurants.a2.name }) },
    });
    const user = await me(tokens.franchisor);
    expect(user.restaurant.id).toBe(world.restaurants.a2.id);
    // A2 holds no module: the modules shown follow the chosen restaurant.
    expect(user.current_fitfit_module_restaurants).toEqual([]);
    expect(await storedChoice(world.users.franchisor.id)).toBe(world.restaurants.a2.id);
  });

  it('refuses a franchisor a restaurant outside its mark (403)', async () => {
    const before = await storedChoice(world.users.franchisor.id);
    expect((await choose(tokens.franchisor, world.restaurants.b.id)).statusCode).toBe(403);
    expect(await storedChoice(world.users.franchisor.id)).toBe(before);
  });

  it('lets an admin choose any restaurant, and /auth/me follows with its modules', async () => {
    const res = await choose(tokens.admin, world.restaurants.b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.restaurant.id).toBe(world.restaurants.b.id);
    const user = await me(tokens.admin);
    expect(user.restaurant.id).toBe(world.restaurants.b.id);
    expect(user.current_fitfit_module_restaurants).toHaveLength(6);
  });

  it('lets a restorer switch between its own restaurants', async () => {
    try {
      expect((await choose(tokens.restorer, world.restaurants.a2.id)).statusCode).toBe(200);
      expect((await me(tokens.restorer)).restaurant.id).toBe(world.restaurants.a2.id);
    } finally {
      expect((await choose(tokens.restorer, world.restaurants.a1.id)).statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown restaurant and 400 for a malformed id, changing nothing', async () => {
    const before = await storedChoice(world.users.restorer.id);
    const unknown = await choose(tokens.admin, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'Restaurant introuvable' });
    const malformed = await choose(tokens.restorer, 'pas-un-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ restaurant_id: 'Le champ restaurant doit être un identifiant valide' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/current-restaurant',
      headers: bearer(tokens.restorer),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ restaurant_id: 'Le champ restaurant est obligatoire' });
    expect(await storedChoice(world.users.restorer.id)).toBe(before);
  });

  it('refuses a deleted restaurant, even to an admin (403)', async () => {
    await ctx.database.pool.query('update restaurants set deleted_at = now() where id = $1', [world.restaurants.a2.id]);
    try {
      expect((await choose(tokens.admin, world.restaurants.a2.id)).statusCode).toBe(403);
    } finally {
      await ctx.database.pool.query('update restaurants set deleted_at = null where id = $1', [world.restaurants.a2.id]);
    }
  });

  it('refuses a saler (403)', async () => {
    expect((await choose(tokens.saler, world.restaurants.a1.id)).statusCode).toBe(403);
  });
});
