import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { hardwares, restaurantSubscriptions } from '../src/db/schema';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/** Admin restaurants: list and filters, create, edit, soft delete, modules, hardwares and device keys, franchisors. */
let ctx: TestContext;
let world: World;
let admin: string;
let probe: Awaited<ReturnType<typeof buildApp>>;
let terminalId: string;
let printerId: string;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  admin = await login(ctx.app, world.users.admin.email);
  const db = ctx.database.db;
  const [terminal, printer] = await db
    .insert(hardwares)
    .values([
      { kind: 'pos_terminal', brand: 'Sunmi', model: 'T2s', price_cents: 89000 },
      { kind: 'printer', brand: 'Epson', model: 'TM-m30', price_cents: 30000 },
    ])
    .returning();
  terminalId = terminal.id;
  printerId = printer.id;
  await db.insert(restaurantSubscriptions).values({ restaurant_id: world.restaurants.a1.id, recurring: 'monthly', status: 'active' });
  // A device route to probe terminal keys (as in device-access.test.ts).
  probe = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), db, logger: false });
  probe.get('/api/v1/restaurants/:restaurantId/probe/terminal', { config: { access: { device: true } }, handler: async (r) => r.device });
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await ctx.close();
});

const call = (method: string, url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method: method as 'GET', url: `/api/v1/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const ids = (body: { data: { id: string }[] }) => body.data.map((r) => r.id);
const valid = {
  name: 'La Crêperie du Port',
  mark_id: null,
  legal_name: 'Crêperie du Port SARL',
  siret: '12345678900012',
  vat_number: 'FR12123456789',
  naf_code: '56.10A',
  address_line: '3 quai Duguay-Trouin',
  postal_code: '35400',
  city: 'Saint-Malo',
  phone: '02 99 00 00 00',
  email: 'contact@creperie.example',
  timezone: 'Europe/Paris',
  currency: 'EUR',
  seats: 40,
  category: 'creperie',
};

describe('admin restaurants', () => {
  let id: string;

  it('creates a restaurant (201) with legal data, timezone, currency and category', async () => {
    const res = await call('POST', 'restaurants', valid);
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      ...valid,
      mark_name: null,
      module_codes: [],
      subscription_status: null,
      day_change_hour: 5,
      country: 'FR',
    });
  });

  it('validates in French (400) and refuses an unknown mark (422)', async () => {
    const res = await call('POST', 'restaurants', {
      ...valid,
      name: '',
      siret: '123',
      timezone: 'Mars/Olympus',
      currency: 'XYZ',
      category: 'cantine',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Le champ nom est obligatoire',
      siret: 'Le SIRET doit contenir 14 chiffres',
      timezone: 'Fuseau horaire inconnu',
      currency: 'Le champ devise a une valeur non autorisée',
      category: 'Le champ catégorie est invalide',
    });
    const noMark = await call('POST', 'restaurants', { ...valid, mark_id: randomUUID() });
    expect(noMark.statusCode).toBe(422);
    expect(noMark.json().error.fields.mark_id).toBe('Cette marque n’existe pas');
  });

  it('lists with search and filters: mark, module held, subscribed', async () => {
    const { a1, a2, b } = world.restaurants;
    expect(ids((await call('GET', `restaurants?mark_id=${world.mark.id}&order=asc&sort=name`)).json())).toEqual([a1.id, a2.id]);
    const independent = ids((await call('GET', 'restaurants?mark_id=none')).json());
    expect(independent).toEqual(expect.arrayContaining([b.id, id]));
    expect(independent).not.toContain(a1.id);
    const withCaisse = ids((await call('GET', 'restaurants?module=fitfit_caisse')).json());
    expect(withCaisse).toEqual(expect.arrayContaining([a1.id, b.id]));
    expect(withCaisse).not.toContain(a2.id);
    expect(ids((await call('GET', 'restaurants?subscribed=true')).json())).toEqual([a1.id]);
    expect(ids((await call('GET', 'restaurants?subscribed=false')).json())).not.toContain(a1.id);
    expect(ids((await call('GET', 'restaurants?search=saint-malo')).json())).toEqual([id]);
    const row = (await call('GET', `restaurants?search=${encodeURIComponent(a1.name)}`)).json().data[0];
    expect(row).toMatchObject({ mark_name: world.mark.name, subscription_status: 'active', subscription_recurring: 'monthly' });
    expect(row.module_codes).toHaveLength(6);
    expect((await call('GET', 'restaurants?module=fitfit_autre')).statusCode).toBe(400);
  });

  it('reads one restaurant as data.restaurant with its restorers and subscription', async () => {
    const res = await call('GET', `restaurants/${world.restaurants.a1.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.restaurant.id).toBe(world.restaurants.a1.id);
    expect(data.users.map((u: { email: string }) => u.email)).toEqual([world.users.restorer.email]);
    expect(data.subscription).toMatchObject({ status: 'active', recurring: 'monthly' });
    expect((await call('GET', `restaurants/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('edits a restaurant (200), including its mark', async () => {
    const res = await call('PUT', `restaurants/${id}`, { ...valid, mark_id: world.mark.id, city: 'Dinard', seats: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mark_id: world.mark.id, mark_name: world.mark.name, city: 'Dinard', seats: null });
    expect((await call('PUT', `restaurants/${randomUUID()}`, valid)).statusCode).toBe(404);
  });

  it('soft deletes: no longer listed nor readable, and its users lose it as current restaurant', async () => {
    const restorerB = await login(ctx.app, world.users.restorerB.email);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(restorerB) });
    expect(before.json().restaurant.id).toBe(world.restaurants.b.id);
    expect((await call('DELETE', `restaurants/${world.restaurants.b.id}`)).statusCode).toBe(204);
    expect(ids((await call('GET', 'restaurants?per_page=100')).json())).not.toContain(world.restaurants.b.id);
    expect((await call('GET', `restaurants/${world.restaurants.b.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `restaurants/${world.restaurants.b.id}`)).statusCode).toBe(404);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(restorerB) });
    expect(after.json().restaurant).toBeNull();
    await ctx.database.pool.query('update restaurants set deleted_at = null where id = $1', [world.restaurants.b.id]);
  });
});

describe('modules of a restaurant', () => {
  const url = () => `restaurants/${world.restaurants.a2.id}/fitfit_module_restaurants`;
  let pnlId: string;
  let assignmentId: string;

  it('adds a module (201); the restorer sees it in /auth/me; 409 when already held', async () => {
    const modules = (await call('GET', 'fitfit_modules?sort=position&order=asc')).json().data;
    pnlId = modules[0].id;
    const restorerToken = await login(ctx.app, world.users.restorer.email);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/current-restaurant',
      headers: bearer(restorerToken),
      payload: { restaurant_id: world.restaurants.a2.id },
    });
    const res = await call('POST', url(), { fitfit_module_id: pnlId, price_cents_override: 3900 });
    expect(res.statusCode, res.body).toBe(201);
    assignmentId = res.json().id;
    expect(res.json()).toMatchObject({ code_name: 'fitfit_pnl', price_cents_override: 3900, ends_on: null, current: true });
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(restorerToken) })).json();
    expect(me.current_fitfit_module_restaurants.map((m: { code_name: string }) => m.code_name)).toEqual(['fitfit_pnl']);
    const dup = await call('POST', url(), { fitfit_module_id: pnlId });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Ce restaurant a déjà ce module : modifiez ses dates plutôt');
  });

  it('lists the modules (200), refuses an unknown module (422) and a bad date (400)', async () => {
    const list = await call('GET', url());
    expect(list.json().data.map((m: { id: string }) => m.id)).toEqual([assignmentId]);
    expect((await call('POST', url(), { fitfit_module_id: randomUUID() })).statusCode).toBe(422);
    const bad = await call('POST', url(), { fitfit_module_id: pnlId, starts_on: '2026-02-01', ends_on: '2026-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.ends_on).toBe('La fin de la période ne peut pas précéder son début');
    expect((await call('GET', `restaurants/${randomUUID()}/fitfit_module_restaurants`)).statusCode).toBe(404);
  });

  it('ending a module yesterday takes it out of the sidebar; removing it works (204) once', async () => {
    const res = await call('PUT', `${url()}/${assignmentId}`, {
      starts_on: '2020-01-01',
      ends_on: '2021-01-01',
      price_cents_override: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ starts_on: '2020-01-01', ends_on: '2021-01-01', current: false, price_cents_override: null });
    const restorerToken = await login(ctx.app, world.users.restorer.email);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(restorerToken) })).json();
    expect(me.current_fitfit_module_restaurants).toEqual([]);
    expect((await call('PUT', `${url()}/${assignmentId}`, { ends_on: '2019-01-01' })).statusCode).toBe(422);
    expect((await call('DELETE', `${url()}/${assignmentId}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${url()}/${assignmentId}`)).statusCode).toBe(404);
    expect((await call('PUT', `${url()}/${randomUUID()}`, {})).statusCode).toBe(404);
  });

  it('does not reach another restaurant’s assignment through this restaurant', async () => {
    const other = (await call('GET', `restaurants/${world.restaurants.a1.id}/fitfit_module_restaurants`)).json().data[0];
    expect((await call('DELETE', `${url()}/${other.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${url()}/${other.id}`, { ends_on: null })).statusCode).toBe(404);
  });
});

describe('hardwares of a restaurant and device keys', () => {
  const url = () => `restaurants/${world.restaurants.a1.id}/restaurant_hardwares`;
  const probeCall = (key: string) =>
    probe.inject({ method: 'GET', url: `/api/v1/restaurants/${world.restaurants.a1.id}/probe/terminal`, headers: { 'x-device-key': key } });
  let terminal: { id: string; api_key: string; api_key_prefix: string };

  it('installs a POS terminal (201): the key is answered once, only its prefix is kept, and it works', async () => {
    const res = await call('POST', url(), {
      hardware_id: terminalId,
      label: 'Caisse 1',
      serial_number: 'SN-001',
      installed_on: '2026-01-15',
    });
    expect(res.statusCode, res.body).toBe(201);
    terminal = res.json();
    expect(terminal.api_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(terminal.api_key_prefix).toBe(terminal.api_key.slice(0, 8));
    const { rows } = await ctx.database.pool.query('select api_key_hash, api_key_prefix from restaurant_hardwares where id = $1', [
      terminal.id,
    ]);
    expect(rows[0].api_key_hash.toString('base64url')).not.toContain(terminal.api_key);
    expect((await probeCall(terminal.api_key)).statusCode).toBe(200);
    const list = (await call('GET', url())).json();
    expect(list.total_entries).toBe(1);
    expect(list.data[0]).not.toHaveProperty('api_key');
    expect(list.data[0]).toMatchObject({ kind: 'pos_terminal', label: 'Caisse 1', installed_on: '2026-01-15' });
  });

  it('installs a printer without a key; validates (400) and refuses an unknown hardware (422)', async () => {
    const res = await call('POST', url(), { hardware_id: printerId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ api_key: null, api_key_prefix: null });
    const rotate = await call('POST', `${url()}/${res.json().id}/rotate-key`);
    expect(rotate.statusCode).toBe(422);
    expect((await call('POST', url(), { hardware_id: randomUUID() })).statusCode).toBe(422);
    const bad = await call('POST', url(), { installed_on: 'hier' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      hardware_id: 'Le champ matériel est obligatoire',
      installed_on: 'La date doit être au format AAAA-MM-JJ',
    });
  });

  it('rotating the key invalidates the old one (401) and the new one works', async () => {
    const res = await call('POST', `${url()}/${terminal.id}/rotate-key`);
    expect(res.statusCode).toBe(200);
    const rotated = res.json();
    expect(rotated.api_key).not.toBe(terminal.api_key);
    expect(rotated.api_key_rotated_at).not.toBeNull();
    expect((await probeCall(terminal.api_key)).statusCode).toBe(401);
    expect((await probeCall(rotated.api_key)).statusCode).toBe(200);
    terminal = rotated;
  });

  it('removing the terminal (204) revokes its key; 404 from another restaurant or once removed', async () => {
    expect((await call('DELETE', `restaurants/${world.restaurants.a2.id}/restaurant_hardwares/${terminal.id}`)).statusCode).toBe(404);
    expect((await call('POST', `restaurants/${world.restaurants.a2.id}/restaurant_hardwares/${terminal.id}/rotate-key`)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `${url()}/${terminal.id}`)).statusCode).toBe(204);
    expect((await probeCall(terminal.api_key)).statusCode).toBe(401);
    expect((await call('DELETE', `${url()}/${terminal.id}`)).statusCode).toBe(404);
    expect((await call('GET', url())).json().total_entries).toBe(1);
  });
});

describe('franchisors of a mark', () => {
  it('links a franchisor to a mark: it then acts for the mark’s restaurants', async () => {
    const mark = (await call('POST', 'marks', { name: 'Réseau Sud', royalty_rate_bp: 0, advertising_rate_bp: 0 })).json();
    await call('PUT', `restaurants/${world.restaurants.b.id}`, { ...valid, name: world.restaurants.b.name, mark_id: mark.id });
    const before = await call('GET', `marks/${mark.id}/franchisors`);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual([expect.objectContaining({ id: world.users.franchisor.id, linked: false })]);
    const res = await call('PUT', `marks/${mark.id}/franchisors`, { user_ids: [world.users.franchisor.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].linked).toBe(true);
    const token = await login(ctx.app, world.users.franchisor.email);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/restaurants', headers: bearer(token) })).json();
    expect(ids(list)).toEqual(expect.arrayContaining([world.restaurants.a1.id, world.restaurants.a2.id, world.restaurants.b.id]));
    const unlink = await call('PUT', `marks/${mark.id}/franchisors`, { user_ids: [] });
    expect(unlink.json().data[0].linked).toBe(false);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/restaurants', headers: bearer(token) })).json();
    expect(ids(after)).not.toContain(world.restaurants.b.id);
  });

  it('refuses a non-franchisor account (422), a bad id (400) and an unknown mark (404)', async () => {
    const res = await call('PUT', `marks/${world.mark.id}/franchisors`, { user_ids: [world.users.restorer.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Seuls des comptes franchiseurs actifs peuvent être liés à une marque');
    expect((await call('PUT', `marks/${world.mark.id}/franchisors`, { user_ids: ['x'] })).statusCode).toBe(400);
    expect((await call('GET', `marks/${randomUUID()}/franchisors`)).statusCode).toBe(404);
  });
});
