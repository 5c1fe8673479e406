import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardwares, restaurantHardwares } from '../src/db/schema';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/** Admin catalogues: marks, FitFit modules, terminal partners, hardwares; public lookups. */
let ctx: TestContext;
let world: World;
let admin: string;
let restorer: string;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  [admin, restorer] = await Promise.all([login(ctx.app, world.users.admin.email), login(ctx.app, world.users.restorer.email)]);
});
afterAll(() => ctx.close());

const call = (method: string, url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method: method as 'GET', url: `/api/v1/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('marks', () => {
  const valid = {
    name: 'Pizza Nostra',
    logo_url: 'https://cdn.example.com/logo.png',
    primary_color: '#AA3300',
    royalty_rate_bp: 450,
    advertising_rate_bp: 150,
  };
  let id: string;

  it('creates a mark (201) with its rates in basis points', async () => {
    const res = await call('POST', 'marks', valid);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Pizza Nostra',
      primary_color: '#aa3300',
      royalty_rate_bp: 450,
      advertising_rate_bp: 150,
      restaurants_count: 0,
    });
    id = body.id;
  });

  it('refuses a missing name and a bad color with French messages (400)', async () => {
    const res = await call('POST', 'marks', { ...valid, name: '', primary_color: 'rouge', royalty_rate_bp: 20000 });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields.name).toBe('Le champ nom est obligatoire');
    expect(fields.primary_color).toBe('La couleur doit être de la forme #RRVVBB');
    expect(fields.royalty_rate_bp).toBe('Le champ taux de redevance doit être inférieur ou égal à 10000');
    const missing = await call('POST', 'marks', { name: 'X' });
    expect(missing.json().error.fields.royalty_rate_bp).toBe('Le champ taux de redevance est obligatoire');
  });

  it('refuses a duplicate name, whatever the case (409)', async () => {
    const res = await call('POST', 'marks', { ...valid, name: 'pizza nostra' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Une marque porte déjà ce nom');
  });

  it('lists, searches and sorts marks in the paging envelope', async () => {
    const res = await call('GET', 'marks?search=nostra');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ search: 'nostra', current_page: 1, per_page: 15, total_entries: 1 });
    const all = (await call('GET', 'marks?sort=name&order=asc')).json();
    const names = all.data.map((m: { name: string }) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const fromWorld = all.data.find((m: { id: string }) => m.id === world.mark.id);
    expect(fromWorld.restaurants_count).toBe(2);
  });

  it('updates a mark (200), 404 on an unknown id', async () => {
    const res = await call('PUT', `marks/${id}`, { ...valid, name: 'Pizza Nostra Italia', logo_url: '', primary_color: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Pizza Nostra Italia', logo_url: null, primary_color: null });
    expect((await call('PUT', `marks/${randomUUID()}`, valid)).statusCode).toBe(404);
    expect((await call('DELETE', `marks/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses to delete a mark its restaurants use (409), deletes an unused one (204)', async () => {
    const used = await call('DELETE', `marks/${world.mark.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().error.message).toMatch(/^Impossible de supprimer cette marque : 2 restaurants l’utilisent/);
    expect((await call('DELETE', `marks/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `marks/${id}`)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await call('GET', 'marks', undefined, restorer)).statusCode).toBe(403);
  });
});

describe('fitfit modules', () => {
  it('lists the six modules by position with how many restaurants hold them', async () => {
    const res = await call('GET', 'fitfit_modules?sort=position&order=asc');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((m: { code_name: string }) => m.code_name)).toEqual([
      'fitfit_pnl',
      'fitfit_caisse',
      'fitfit_stocks',
      'fitfit_haccp',
      'fitfit_music',
      'fitfit_intranet',
    ]);
    expect(body.data[0].restaurants_count).toBeGreaterThanOrEqual(2);
  });

  it('refuses a second module with the same code (409) and validates in French (400)', async () => {
    const dup = await call('POST', 'fitfit_modules', { code_name: 'fitfit_pnl', title: 'PNL bis', monthly_price_cents: 100 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.code_name).toBe('Un module utilise déjà ce code');
    const bad = await call('POST', 'fitfit_modules', { code_name: 'fitfit_autre', title: '', monthly_price_cents: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      code_name: 'Le champ code du module a une valeur non autorisée',
      title: 'Le champ titre est obligatoire',
      monthly_price_cents: 'Le champ prix mensuel doit être supérieur ou égal à 0',
    });
  });

  it('edits a module (200) and refuses to delete one in use (409)', async () => {
    const list = (await call('GET', 'fitfit_modules?search=Musique')).json();
    const music = list.data[0];
    const res = await call('PUT', `fitfit_modules/${music.id}`, {
      ...music,
      id: undefined,
      restaurants_count: undefined,
      monthly_price_cents: 2500,
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ monthly_price_cents: 2500, active: false });
    const del = await call('DELETE', `fitfit_modules/${music.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toMatch(/^Impossible de supprimer ce module : il est attribué à 2 restaurants/);
  });

  it('creates and deletes an unused module (201, 204), 404 after', async () => {
    await ctx.database.pool.query(
      "delete from fitfit_module_restaurants where fitfit_module_id = (select id from fitfit_modules where code_name = 'fitfit_music')",
    );
    const music = (await call('GET', 'fitfit_modules?search=fitfit_music')).json().data[0];
    expect((await call('DELETE', `fitfit_modules/${music.id}`)).statusCode).toBe(204);
    const created = await call('POST', 'fitfit_modules', {
      code_name: 'fitfit_music',
      title: 'Musique',
      description: 'Playlists',
      monthly_price_cents: 1900,
      position: 4,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code_name: 'fitfit_music', active: true, position: 4, restaurants_count: 0 });
    expect((await call('GET', `fitfit_modules/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('terminal partners', () => {
  const valid = {
    name: 'Ingenico France',
    kind: 'payment_terminal',
    contact_name: 'Marc Dupuis',
    email: 'marc@ingenico.example',
    phone: '01 23 45 67 89',
    api_settings: '{"merchant_id": "123"}',
    commission_rate_bp: 120,
  };
  let id: string;

  it('creates (201), reads by id (200), lists with a kind filter', async () => {
    const res = await call('POST', 'terminal_partners', valid);
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect((await call('GET', `terminal_partners/${id}`)).json()).toMatchObject(valid);
    expect((await call('GET', 'terminal_partners?kind=payment_terminal')).json().total_entries).toBe(1);
    expect((await call('GET', 'terminal_partners?kind=pos')).json().total_entries).toBe(0);
  });

  it('validates kind, e-mail and API settings JSON in French (400)', async () => {
    const res = await call('POST', 'terminal_partners', { ...valid, kind: 'fax', email: 'pas-un-mail', api_settings: '{pas du json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      kind: 'Le champ type a une valeur non autorisée',
      api_settings: 'Les paramètres API doivent être un objet JSON valide',
    });
    expect(res.json().error.fields.email).toMatch(/e-mail/);
  });

  it('updates (200) with optional fields emptied, deletes (204), 404 on unknown ids', async () => {
    const res = await call('PUT', `terminal_partners/${id}`, { ...valid, contact_name: '', email: '', api_settings: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contact_name: null, email: null, api_settings: null });
    expect((await call('DELETE', `terminal_partners/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `terminal_partners/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `terminal_partners/${id}`, valid)).statusCode).toBe(404);
    expect((await call('DELETE', `terminal_partners/${id}`)).statusCode).toBe(404);
  });
});

describe('hardwares', () => {
  const valid = { kind: 'printer', brand: 'Epson', model: 'TM-m30III', description: 'Imprimante tickets', price_cents: 34900 };
  let id: string;

  it('creates (201), reads (200), lists by kind and search', async () => {
    const res = await call('POST', 'hardwares', valid);
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({ ...valid, installed_count: 0 });
    expect((await call('GET', `hardwares/${id}`)).statusCode).toBe(200);
    expect((await call('GET', 'hardwares?kind=printer&search=epson')).json().total_entries).toBe(1);
    expect((await call('GET', 'hardwares?kind=cash_drawer')).json().total_entries).toBe(0);
  });

  it('validates in French (400)', async () => {
    const res = await call('POST', 'hardwares', { kind: 'toaster', brand: '', price_cents: 'cher' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      kind: 'Le champ type a une valeur non autorisée',
      brand: 'Le champ marque est obligatoire',
      model: 'Le champ modèle est obligatoire',
      price_cents: "Le champ prix n'a pas le bon format",
    });
  });

  it('updates (200), refuses to delete while installed (409), then deletes (204)', async () => {
    expect((await call('PUT', `hardwares/${id}`, { ...valid, price_cents: 29900 })).json().price_cents).toBe(29900);
    const db = ctx.database.db;
    const [installed] = await db
      .insert(restaurantHardwares)
      .values({ restaurant_id: world.restaurants.a1.id, hardware_id: id })
      .returning();
    const res = await call('DELETE', `hardwares/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^Impossible de supprimer ce matériel : il est installé dans 1 restaurant/);
    await ctx.database.pool.query('delete from restaurant_hardwares where id = $1', [installed.id]);
    expect((await call('DELETE', `hardwares/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `hardwares/${id}`)).statusCode).toBe(404);
    void hardwares;
  });
});

describe('public lookups', () => {
  it('answers currencies, recurrings, categories and sponsor types without a session', async () => {
    const get = async (name: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/public/${name}` });
      expect(res.statusCode).toBe(200);
      return res.json().data as { key: string; label: string }[];
    };
    expect(await get('currencies')).toEqual(
      expect.arrayContaining([
        { key: 'EUR', label: 'Euro' },
        { key: 'CHF', label: 'Franc suisse' },
      ]),
    );
    expect(await get('recurrings')).toEqual([
      { key: 'monthly', label: 'Mensuel' },
      { key: 'yearly', label: 'Annuel' },
    ]);
    expect((await get('categories')).map((c) => c.label)).toEqual(expect.arrayContaining(['Brasserie', 'Pizzeria', 'Food truck']));
    expect(await get('sponsor_types')).toEqual([
      { key: 'salesperson', label: 'Commercial salarié' },
      { key: 'agent', label: 'Agent commercial' },
      { key: 'partner', label: 'Partenaire apporteur' },
    ]);
  });
});
