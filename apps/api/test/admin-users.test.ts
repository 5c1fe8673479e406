import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../src/db/schema';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, PASSWORD, type World } from './fixtures';

let ctx: TestContext;
let world: World;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  admin = await login(ctx.app, world.users.admin.email);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const newUser = (over: Record<string, unknown> = {}) => ({
  role: 'restorer',
  first_name: 'Nina',
  last_name: 'Petit',
  email: `nina-${randomUUID().slice(0, 8)}@test.example`,
  password: 'secret-1234',
  ...over,
});

describe('GET /api/v1/admin/users', () => {
  it('lists users of every role with their memberships, paged', async () => {
    const res = await call('GET', 'users?per_page=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 100, order: 'desc', search: '' });
    const restorer = body.data.find((u: { id: string }) => u.id === world.users.restorer.id);
    expect(restorer.restaurant_ids.sort()).toEqual([world.restaurants.a1.id, world.restaurants.a2.id].sort());
    const franchisor = body.data.find((u: { id: string }) => u.id === world.users.franchisor.id);
    expect(franchisor.mark_ids).toEqual([world.mark.id]);
    expect(franchisor.mark_names).toEqual([world.mark.name]);
  });

  it('filters by role (franchisor lookup, per_page 50) and searches by name or e-mail', async () => {
    const res = await call('GET', 'users?role=franchisor&per_page=50');
    const body = res.json();
    expect(body.per_page).toBe(50);
    expect(body.data.every((u: { role: string }) => u.role === 'franchisor')).toBe(true);
    expect(body.data.map((u: { id: string }) => u.id)).toContain(world.users.franchisor.id);
    const search = (await call('GET', `users?search=${encodeURIComponent(world.users.saler.email.toUpperCase())}`)).json();
    expect(search.data.map((u: { id: string }) => u.id)).toEqual([world.users.saler.id]);
  });

  it('refuses an unknown role with a French message', async () => {
    const res = await call('GET', 'users?role=chef');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.role).toBe('Le champ rôle a une valeur non autorisée');
  });

  it('offers marks to choose for a franchisor (lookup of 50, by name)', async () => {
    const res = await call('GET', `users/mark_choices?search=${encodeURIComponent(world.mark.name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ per_page: 50, total_entries: 1, data: [{ id: world.mark.id, name: world.mark.name }] });
  });

  it('is refused to other roles', async () => {
    const token = await login(ctx.app, world.users.franchisor.email);
    expect((await call('GET', 'users', undefined, token)).statusCode).toBe(403);
  });
});

describe('POST /api/v1/admin/users', () => {
  it('creates a restorer acting for its restaurants; it can sign in', async () => {
    const body = newUser({ restaurant_ids: [world.restaurants.b.id], mark_ids: [world.mark.id] });
    const res = await call('POST', 'users', body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      role: 'restorer',
      email: body.email,
      restaurant_ids: [world.restaurants.b.id],
      mark_ids: [],
      affiliate_code: null,
    });
    const token = await login(ctx.app, body.email, 'secret-1234');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.json().restaurant.id).toBe(world.restaurants.b.id);
  });

  it('creates a franchisor for its marks and a saler with an affiliate code and sponsor type', async () => {
    const franchisor = (await call('POST', 'users', newUser({ role: 'franchisor', mark_ids: [world.mark.id] }))).json();
    expect(franchisor.mark_ids).toEqual([world.mark.id]);
    const saler = await call('POST', 'users', newUser({ role: 'saler', sponsor_type: 'agent' }));
    expect(saler.statusCode).toBe(201);
    expect(saler.json().affiliate_code).toMatch(/^FIT-[0-9A-F]{8}$/);
    expect(saler.json().sponsor_type).toBe('agent');
  });

  it('refuses a duplicate e-mail, whatever its case (409)', async () => {
    const res = await call('POST', 'users', newUser({ email: world.users.restorer.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.email).toBe('Un compte existe déjà avec cet e-mail');
  });

  it('validates the fields with French messages', async () => {
    const res = await call('POST', 'users', { role: 'restorer', email: 'pas-un-email', password: 'court' });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields.first_name).toBe('Le champ prénom est obligatoire');
    expect(fields.email).toBe('Le champ e-mail doit être une adresse e-mail valide');
    expect(fields.password).toBe('Le champ mot de passe doit contenir au moins 8 caractères');
    const extra = await call('POST', 'users', { ...newUser(), is_god: true });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses an unknown restaurant (422)', async () => {
    const res = await call('POST', 'users', newUser({ restaurant_ids: [randomUUID()] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.restaurant_ids).toBe('Un des restaurants choisis est introuvable');
  });
});

describe('PUT /api/v1/admin/users/:id', () => {
  it('edits a user and its restaurants', async () => {
    const created = (await call('POST', 'users', newUser({ restaurant_ids: [world.restaurants.a1.id] }))).json();
    const res = await call('PUT', `users/${created.id}`, {
      role: 'restorer',
      first_name: 'Ninon',
      last_name: 'Petit',
      email: created.email,
      phone: '06 00 00 00 00',
      restaurant_ids: [world.restaurants.a2.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Ninon', phone: '06 00 00 00 00', restaurant_ids: [world.restaurants.a2.id] });
  });

  it('resets the password: the old one fails, the new one works, old sessions are revoked', async () => {
    const body = newUser();
    const created = (await call('POST', 'users', body)).json();
    const oldToken = await login(ctx.app, body.email, body.password);
    const { password: _, ...rest } = body;
    const res = await call('PUT', `users/${created.id}`, { ...rest, password: 'nouveau-mdp-99' });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(oldToken) })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(bad.statusCode).toBe(401);
    await login(ctx.app, body.email, 'nouveau-mdp-99');
  });

  it('refuses an e-mail already used by someone else (409) and an unknown id (404)', async () => {
    const created = (await call('POST', 'users', newUser())).json();
    const clash = await call('PUT', `users/${created.id}`, {
      role: 'restorer',
      first_name: 'A',
      last_name: 'B',
      email: world.users.saler.email,
    });
    expect(clash.statusCode).toBe(409);
    const missing = await call('PUT', `users/${randomUUID()}`, {
      role: 'restorer',
      first_name: 'A',
      last_name: 'B',
      email: 'x@test.example',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an admin removing its own admin role (422)', async () => {
    const me = world.users.admin;
    const res = await call('PUT', `users/${me.id}`, { role: 'saler', first_name: me.first_name, last_name: me.last_name, email: me.email });
    expect(res.statusCode).toBe(422);
  });
});

describe('DELETE and restore', () => {
  it('soft-deletes a user: its token gets 401 at once, it shows in the deleted list, and it can be restored', async () => {
    const body = newUser();
    const created = (await call('POST', 'users', body)).json();
    const token = await login(ctx.app, body.email, body.password);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);

    const del = await call('DELETE', `users/${created.id}`);
    expect(del.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from sessions where user_id = $1 and revoked_at is null', [
      created.id,
    ]);
    expect(rows[0].n).toBe(0);

    const active = (await call('GET', `users?search=${body.email}`)).json();
    expect(active.total_entries).toBe(0);
    const deleted = (await call('GET', `users?only_soft_deleted=true&search=${body.email}`)).json();
    expect(deleted.data.map((u: { id: string }) => u.id)).toEqual([created.id]);
    expect(deleted.data[0].deleted_at).not.toBeNull();
    expect((await call('DELETE', `users/${created.id}`)).statusCode).toBe(404);

    const restored = await call('POST', `users/${created.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deleted_at).toBeNull();
    await login(ctx.app, body.email, body.password);
    expect((await call('POST', `users/${created.id}/restore`)).statusCode).toBe(422);
  });

  it('refuses an admin deleting itself (422)', async () => {
    const res = await call('DELETE', `users/${world.users.admin.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Vous ne pouvez pas supprimer votre propre compte');
  });

  it('answers 404 for unknown ids', async () => {
    expect((await call('DELETE', `users/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('POST', `users/${randomUUID()}/restore`)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/admin/users/:id/sponsored_restaurants', () => {
  it("pages the saler's sponsored restaurants with subscription and monthly amount", async () => {
    const { db } = ctx.database;
    await db.insert(restaurants).values([
      { name: 'Parrainé 1', sponsor_user_id: world.users.saler.id },
      { name: 'Parrainé 2', sponsor_user_id: world.users.saler.id },
      { name: 'Parrainé 3', sponsor_user_id: world.users.saler.id },
    ]);
    await ctx.database.pool.query('update restaurants set sponsor_user_id = $1 where id = $2', [
      world.users.saler.id,
      world.restaurants.a1.id,
    ]);
    await ctx.database.pool.query(
      `insert into restaurant_subscriptions (restaurant_id, recurring, status) values ($1, 'monthly', 'active')`,
      [world.restaurants.a1.id],
    );
    const res = await call('GET', `users/${world.users.saler.id}/sponsored_restaurants?per_page=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total_entries: 4, total_pages: 2, per_page: 2 });
    const all = (await call('GET', `users/${world.users.saler.id}/sponsored_restaurants?search=A1`)).json();
    expect(all.data).toHaveLength(1);
    // A1 holds all five demo modules: 49 + 79 + 39 + 29 + 19 €
    expect(all.data[0]).toMatchObject({
      id: world.restaurants.a1.id,
      subscription_status: 'active',
      recurring: 'monthly',
      monthly_amount_cents: 23000,
    });
  });

  it('refuses a user who is not a saler (422) and an unknown one (404)', async () => {
    expect((await call('GET', `users/${world.users.restorer.id}/sponsored_restaurants`)).statusCode).toBe(422);
    expect((await call('GET', `users/${randomUUID()}/sponsored_restaurants`)).statusCode).toBe(404);
  });
});

void PASSWORD;
