import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/passwords';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

let ctx: TestContext;
let world: World;
let tokens: { admin: string; restorer: string; franchisor: string; restorerB: string };
let roles: { manager: { id: string }; waiter: { id: string }; roleB: { id: string } };
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  const { admin, restorer, franchisor, restorerB } = world.users;
  const [a, r, f, rb] = await Promise.all([admin, restorer, franchisor, restorerB].map((u) => login(ctx.app, u.email)));
  tokens = { admin: a, restorer: r, franchisor: f, restorerB: rb };
  const role = async (restaurantId: string, token: string, name: string) =>
    (await call('POST', `/api/v1/restaurants/${restaurantId}/caisse/roles`, token, { name, permissions: [] })).json();
  roles = {
    manager: await role(a1(), tokens.restorer, 'Gérant'),
    waiter: await role(a1(), tokens.restorer, 'Serveur'),
    roleB: await role(b(), tokens.restorerB, 'Serveur'),
  };
});
afterAll(() => ctx.close());

const url = (restaurantId: string, rest = '') => `/api/v1/restaurants/${restaurantId}/caisse/pos_users${rest}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token = tokens.restorer, payload?: unknown) =>
  ctx.app.inject({ method, url: path, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
const a1 = () => world.restaurants.a1.id;
const b = () => world.restaurants.b.id;
const storedHash = async (id: string) =>
  (await ctx.database.pool.query('select pin_hash from caisse_pos_users where id = $1', [id])).rows[0]?.pin_hash as string;
const create = async (body: Record<string, unknown>, restaurantId = a1(), token = tokens.restorer) => {
  const res = await call('POST', url(restaurantId), token, {
    first_name: 'Léa',
    last_name: 'Martin',
    role_id: roles.manager.id,
    pin: '1234',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const names = (body: { data: { display_name: string }[] }) => body.data.map((u) => u.display_name);

describe('POST /caisse/pos_users', () => {
  it('creates a POS user (201) with its role, hashes the PIN and never returns it', async () => {
    const user = await create({ first_name: ' Hugo ', last_name: 'Bernard', role_id: roles.waiter.id, pin: '482913' });
    expect(user).toMatchObject({
      first_name: 'Hugo',
      last_name: 'Bernard',
      display_name: 'Hugo Bernard',
      role_id: roles.waiter.id,
      role_name: 'Serveur',
      active: true,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        'active',
        'created_at',
        'display_name',
        'first_name',
        'id',
        'last_name',
        'pin_updated_at',
        'role_id',
        'role_name',
        'updated_at',
      ].sort(),
    );
    const hash = await storedHash(user.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('482913');
    expect(await verifyPassword(hash, '482913')).toBe(true);
    const read = await call('GET', url(a1(), `/${user.id}`));
    expect(read.body).not.toContain('pin_hash');
    expect(read.body).not.toContain('482913');
  });

  it('creates an inactive user when asked', async () => {
    expect((await create({ last_name: 'Inactive', active: false })).active).toBe(false);
  });

  it('validates first name, last name, role and a 4 to 6 digit PIN in French, and creates nothing', async () => {
    const count = async () => (await ctx.database.pool.query('select count(*)::int as n from caisse_pos_users')).rows[0].n;
    const before = await count();
    const missing = await call('POST', url(a1()), tokens.restorer, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      first_name: 'Le champ prénom est obligatoire',
      last_name: 'Le champ nom est obligatoire',
      role_id: 'Le champ rôle est obligatoire',
      pin: 'Le champ code PIN est obligatoire',
    });
    for (const pin of ['123', '1234567', '12a4', ' 1234', '12.4']) {
      const res = await call('POST', url(a1()), tokens.restorer, { first_name: 'A', last_name: 'B', role_id: roles.manager.id, pin });
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().error.fields.pin).toBe('Le code PIN doit contenir 4 à 6 chiffres');
    }
    const numeric = await call('POST', url(a1()), tokens.restorer, {
      first_name: 'A',
      last_name: 'B',
      role_id: roles.manager.id,
      pin: 1234,
    });
    expect(numeric.json().error.fields.pin).toBe("Le champ code PIN n'a pas le bon format");
    const badRole = await call('POST', url(a1()), tokens.restorer, { first_name: 'A', last_name: 'B', role_id: 'x', pin: '1234' });
    expect(badRole.json().error.fields.role_id).toBe('Le champ rôle doit être un identifiant valide');
    const extra = await call('POST', url(a1()), tokens.restorer, {
      first_name: 'A',
      last_name: 'B',
      role_id: roles.manager.id,
      pin: '1234',
      pin_hash: 'x',
    });
    expect(extra.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses a role of another restaurant or an unknown role (422) and creates nothing', async () => {
    for (const role_id of [roles.roleB.id, randomUUID()]) {
      const res = await call('POST', url(a1()), tokens.restorer, { first_name: 'A', last_name: 'Intrus', role_id, pin: '1234' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({
        code: 'business_rule',
        message: "Le rôle choisi n'existe pas dans ce restaurant",
        fields: { role_id: "Le rôle choisi n'existe pas dans ce restaurant" },
      });
    }
    const { rows } = await ctx.database.pool.query("select count(*)::int as n from caisse_pos_users where last_name = 'Intrus'");
    expect(rows[0].n).toBe(0);
  });

  it('is backed by the database: a POS user cannot reference another restaurant’s role', async () => {
    await expect(
      ctx.database.pool.query(
        "insert into caisse_pos_users (restaurant_id, role_id, first_name, last_name, pin_hash) values ($1, $2, 'X', 'Y', 'h')",
        [a1(), roles.roleB.id],
      ),
    ).rejects.toThrow(/caisse_pos_users_role_fk/);
  });
});

describe('GET /caisse/pos_users', () => {
  it('searches, filters by role and status, sorts and pages', async () => {
    await create({ first_name: 'Zoé', last_name: 'Aubert', role_id: roles.waiter.id });
    await create({ first_name: 'Yanis', last_name: 'Zidane', role_id: roles.manager.id });
    await create({ first_name: 'Xavier', last_name: 'Moulin', role_id: roles.waiter.id, active: false });
    await create({ first_name: 'Intrus', last_name: 'De B', role_id: roles.roleB.id }, b(), tokens.restorerB);

    const all = (await call('GET', url(a1(), '?per_page=100&sort=last_name&order=asc'))).json();
    expect(all).toMatchObject({ search: '', order: 'asc', current_page: 1, per_page: 100 });
    expect(names(all)).not.toContain('Intrus De B');
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from caisse_pos_users where restaurant_id = $1', [a1()]);
    expect(all.total_entries).toBe(rows[0].n);
    expect(names(all)[0]).toBe('Zoé Aubert');
    expect(names(all).at(-1)).toBe('Yanis Zidane');

    const search = (await call('GET', url(a1(), '?search=zoé aub'))).json();
    expect(names(search)).toEqual(['Zoé Aubert']);
    expect(names((await call('GET', url(a1(), '?search=MOULIN'))).json())).toEqual(['Xavier Moulin']);

    const waiters = (await call('GET', url(a1(), `?role_id=${roles.waiter.id}&sort=first_name&order=asc&per_page=100`))).json();
    expect(waiters.data.every((u: { role_name: string }) => u.role_name === 'Serveur')).toBe(true);
    expect(names(waiters).slice(0, 2)).toEqual(['Hugo Bernard', 'Xavier Moulin']);

    const inactive = (await call('GET', url(a1(), '?active=false&per_page=100'))).json();
    expect(inactive.data.every((u: { active: boolean }) => !u.active)).toBe(true);
    expect(names(inactive)).toContain('Xavier Moulin');

    const byRole = (await call('GET', url(a1(), '?sort=role_name&order=desc&per_page=1'))).json();
    expect(byRole.data[0].role_name).toBe('Serveur');
    expect(byRole.total_pages).toBe(all.total_entries);

    const page2 = (await call('GET', url(a1(), '?sort=last_name&order=asc&per_page=2&page=2'))).json();
    expect(names(page2)).toEqual(names(all).slice(2, 4));
  });

  it('finds nothing with another restaurant’s role as filter, and refuses a malformed one (400)', async () => {
    expect((await call('GET', url(a1(), `?role_id=${roles.roleB.id}`))).json().total_entries).toBe(0);
    expect((await call('GET', url(a1(), '?role_id=abc'))).statusCode).toBe(400);
  });
});

describe('GET, PUT, DELETE /caisse/pos_users/:id', () => {
  it('edits name, role and status (200) without touching the PIN', async () => {
    const user = await create({ last_name: 'Avant' });
    const hash = await storedHash(user.id);
    const res = await call('PUT', url(a1(), `/${user.id}`), tokens.restorer, {
      first_name: 'Lina',
      last_name: 'Après',
      role_id: roles.waiter.id,
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Lina',
      last_name: 'Après',
      role_id: roles.waiter.id,
      role_name: 'Serveur',
      active: false,
    });
    expect(await storedHash(user.id)).toBe(hash);
    expect((await call('GET', url(a1(), `/${user.id}`))).json().display_name).toBe('Lina Après');
  });

  it('refuses a PIN in the edit body (400) and another restaurant’s role (422)', async () => {
    const user = await create({ last_name: 'Garde' });
    const body = { first_name: 'Léa', last_name: 'Garde', role_id: roles.manager.id };
    expect((await call('PUT', url(a1(), `/${user.id}`), tokens.restorer, { ...body, pin: '9999' })).statusCode).toBe(400);
    const foreign = await call('PUT', url(a1(), `/${user.id}`), tokens.restorer, { ...body, role_id: roles.roleB.id });
    expect(foreign.statusCode).toBe(422);
    expect((await call('GET', url(a1(), `/${user.id}`))).json().role_id).toBe(roles.manager.id);
  });

  it('answers 404 for an unknown user', async () => {
    const id = randomUUID();
    const res = await call('GET', url(a1(), `/${id}`));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Utilisateur caisse introuvable');
    expect(
      (await call('PUT', url(a1(), `/${id}`), tokens.restorer, { first_name: 'A', last_name: 'B', role_id: roles.manager.id })).statusCode,
    ).toBe(404);
    expect((await call('PUT', url(a1(), `/${id}/pin`), tokens.restorer, { pin: '1234' })).statusCode).toBe(404);
    expect((await call('DELETE', url(a1(), `/${id}`))).statusCode).toBe(404);
  });

  it('deletes a user (204), which frees its role for deletion', async () => {
    const role = (
      await call('POST', `/api/v1/restaurants/${a1()}/caisse/roles`, tokens.restorer, { name: 'Temporaire', permissions: [] })
    ).json();
    const user = await create({ last_name: 'Partant', role_id: role.id });
    expect((await call('DELETE', `/api/v1/restaurants/${a1()}/caisse/roles/${role.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', url(a1(), `/${user.id}`))).statusCode).toBe(204);
    expect((await call('GET', url(a1(), `/${user.id}`))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/restaurants/${a1()}/caisse/roles/${role.id}`)).statusCode).toBe(204);
  });
});

describe('PUT /caisse/pos_users/:id/pin', () => {
  it('replaces the stored hash: the new PIN is accepted, the old one refused', async () => {
    const user = await create({ last_name: 'Pin', pin: '1111' });
    const before = await storedHash(user.id);
    const res = await call('PUT', url(a1(), `/${user.id}/pin`), tokens.restorer, { pin: '246810' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('246810');
    expect(new Date(res.json().pin_updated_at).getTime()).toBeGreaterThanOrEqual(new Date(user.pin_updated_at).getTime());
    const after = await storedHash(user.id);
    expect(after).not.toBe(before);
    expect(await verifyPassword(after, '246810')).toBe(true);
    expect(await verifyPassword(after, '1111')).toBe(false);
  });

  it('validates the new PIN and keeps the old one', async () => {
    const user = await create({ last_name: 'Pin invalide', pin: '2222' });
    const before = await storedHash(user.id);
    const empty = await call('PUT', url(a1(), `/${user.id}/pin`), tokens.restorer, {});
    expect(empty.json().error.fields.pin).toBe('Le champ code PIN est obligatoire');
    const short = await call('PUT', url(a1(), `/${user.id}/pin`), tokens.restorer, { pin: '12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.pin).toBe('Le code PIN doit contenir 4 à 6 chiffres');
    expect(await storedHash(user.id)).toBe(before);
  });
});

describe('tenant isolation', () => {
  it('never lets restaurant A read or write a POS user of B through A’s URL (404), and leaves it untouched', async () => {
    const userB = await create({ first_name: 'Secret', last_name: 'De B', role_id: roles.roleB.id, pin: '5555' }, b(), tokens.restorerB);
    const hash = await storedHash(userB.id);
    const body = { first_name: 'Volé', last_name: 'Volé', role_id: roles.manager.id };
    for (const token of [tokens.restorer, tokens.admin, tokens.franchisor]) {
      expect((await call('GET', url(a1(), `/${userB.id}`), token)).statusCode).toBe(404);
      expect((await call('PUT', url(a1(), `/${userB.id}`), token, body)).statusCode).toBe(404);
      expect((await call('PUT', url(a1(), `/${userB.id}/pin`), token, { pin: '0000' })).statusCode).toBe(404);
      expect((await call('DELETE', url(a1(), `/${userB.id}`), token)).statusCode).toBe(404);
    }
    const still = (await call('GET', url(b(), `/${userB.id}`), tokens.restorerB)).json();
    expect(still).toMatchObject({ first_name: 'Secret', last_name: 'De B' });
    expect(await storedHash(userB.id)).toBe(hash);
  });

  it('refuses B’s URL to A’s restorer (403) and a restaurant without the caisse module (403)', async () => {
    expect((await call('GET', url(b()))).statusCode).toBe(403);
    expect(
      (await call('POST', url(b()), tokens.restorer, { first_name: 'A', last_name: 'B', role_id: roles.roleB.id, pin: '1234' })).statusCode,
    ).toBe(403);
    expect((await call('GET', url(world.restaurants.a2.id))).statusCode).toBe(403);
  });
});
