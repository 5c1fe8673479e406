import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryValueAt } from '../src/modules/stock/inventories/valuation';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, setModules, type World } from './fixtures';

/** Inventories (PRODUCT §4): counted in base units by area, validated at the last purchase price, variance, refusals, valuation. */
let ctx: TestContext;
let world: World;
const tokens: Record<'admin' | 'restorer' | 'restorerB', string> = { admin: '', restorer: '', restorerB: '' };
let cream: { id: string };
let flour: { id: string };
let today: string;
let yesterday: string;
let twoDaysAgo: string;

const call = (method: string, url: string, payload?: unknown, token = tokens.restorer, restaurantId = world.restaurants.a1.id) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api/v1/restaurants/${restaurantId}/stock/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const adminCall = (method: string, url: string) =>
  ctx.app.inject({ method: method as 'GET', url: `/api/v1/admin/stock/${url}`, headers: bearer(tokens.admin) });

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fitfit-inventories-'));
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000', DATA_DIR: dataDir });
  world = await createWorld(ctx.database.db);
  [tokens.admin, tokens.restorer, tokens.restorerB] = await Promise.all([
    login(ctx.app, world.users.admin.email),
    login(ctx.app, world.users.restorer.email),
    login(ctx.app, world.users.restorerB.email),
  ]);
  await setModules(ctx.database.db, world.restaurants.b.id, ['fitfit_stocks']);
  const admin = async (url: string, payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/stock/${url}`, headers: bearer(tokens.admin), payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const provider = await admin('providers', {
    name: 'cremerie',
    email: 'c@fournisseur.example',
    lead_time_days: 1,
    minimum_order_cents: 0,
  });
  const dairy = await admin('categories', { name: 'Produits laitiers' });
  const dry = await admin('categories', { name: 'Épicerie sèche' });
  const base = { provider_id: provider.id, vat_rate_bp: 550 };
  cream = await admin('products', {
    ...base,
    name: 'Crème 35 %',
    category_id: dairy.id,
    unit: 'L',
    package_label: 'carton 6 × 1 L',
    package_base_quantity: 6000,
    package_price_cents: 2350,
  });
  flour = await admin('products', {
    ...base,
    name: 'Farine',
    category_id: dry.id,
    unit: 'kg',
    package_label: 'sac 25 kg',
    package_base_quantity: 25_000,
    package_price_cents: 2150,
  });
  const { rows } = await ctx.database.db.execute<{ today: string; yesterday: string; before: string }>(sql`
    select d::text as today, (d - 1)::text as yesterday, (d - 2)::text as before
    from (select (now() at time zone timezone)::date as d from restaurants where id = ${world.restaurants.a1.id}) x`);
  ({ today, yesterday, before: twoDaysAgo } = rows[0]);
});
afterAll(() => ctx.close());

describe('an inventory from in progress to validated', () => {
  let first: { id: string };
  let second: { id: string };

  it('refuses a date in the future (422) and starts an inventory listing what the restaurant holds', async () => {
    const future = await call('POST', 'inventories', { counted_on: '2999-01-01' });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.fields.counted_on).toBe('Un inventaire ne peut pas être daté dans le futur');

    // a delivery today: cream becomes a product the restaurant holds
    const providerId = (await adminCall('GET', `products/${cream.id}`)).json().provider_id;
    const order = (
      await call('POST', 'orders', { provider_id: providerId, lines: [{ product_id: cream.id, ordered_packages: 2 }] })
    ).json();
    expect((await call('POST', `orders/${order.id}/send`)).statusCode).toBe(200);
    const line = order.lines[0];
    const received = await call('POST', `orders/${order.id}/receive`, {
      lines: [{ line_id: line.id, packages: 2, package_price_cents: 2400 }],
    });
    expect(received.statusCode, received.body).toBe(200);

    const res = await call('POST', 'inventories', { counted_on: yesterday, note: 'Fin de mois' });
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    expect(first).toMatchObject({ number: 1, reference: 'INV-000001', status: 'in_progress', counted_on: yesterday, value_cents: null });
    const lines = (first as unknown as { lines: { product_id: string; storage_area: string; counted_base_quantity: null }[] }).lines;
    expect(lines).toEqual([expect.objectContaining({ product_id: cream.id, storage_area: 'cold', counted_base_quantity: null })]);
  });

  it('refuses a second inventory at the same date (409, French)', async () => {
    const res = await call('POST', 'inventories', { counted_on: yesterday });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Un inventaire existe déjà à cette date');
  });

  it('saves counted lines in base units by batch, adds a product, and refuses an unknown one (422)', async () => {
    const res = await call('PUT', `inventories/${first.id}/lines`, {
      lines: [
        { product_id: cream.id, counted_base_quantity: 3000 },
        { product_id: flour.id, counted_base_quantity: 10_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json();
    expect(inv.counted_count).toBe(2);
    // flour goes to the dry store (its category); lines are ordered by area: dry first
    expect(inv.lines.map((l: { product_id: string; storage_area: string }) => [l.product_id, l.storage_area])).toEqual([
      [flour.id, 'dry'],
      [cream.id, 'cold'],
    ]);
    // before validation the value is live: cream at the current price 24,00 € / 6 L = 4,00 €/L → 3 L = 12,00 €
    expect(inv.lines.find((l: { product_id: string }) => l.product_id === cream.id)).toMatchObject({
      unit_cost_cents: 400,
      value_cents: 1200,
    });
    const unknown = await call('PUT', `inventories/${first.id}/lines`, {
      lines: [{ product_id: '00000000-0000-4000-8000-000000000000', counted_base_quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    const bad = await call('PUT', `inventories/${first.id}/lines`, { lines: [{ product_id: cream.id, counted_base_quantity: 2.5 }] });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('GET', `inventories/${first.id}`)).json().lines.find((l: { product_id: string }) => l.product_id === cream.id)
        .counted_base_quantity,
    ).toBe(3000);
  });

  it('validates the first one: valued at the last purchase price, no theoretical stock without a previous inventory', async () => {
    const res = await call('POST', `inventories/${first.id}/validate`);
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json();
    expect(inv.status).toBe('validated');
    // cream: no delivery up to yesterday → catalogue price 24,00 €/6 L = 4,00 €/L × 3 L = 12,00 €;
    // flour: 21,50 € / 25 kg = 0,86 €/kg × 10 kg = 8,60 €
    expect(inv.value_cents).toBe(1200 + 860);
    expect(inv.variance_cents).toBeNull();
    expect(inv.lines.every((l: { theoretical_base_quantity: null }) => l.theoretical_base_quantity === null)).toBe(true);
  });

  it('refuses to change, validate again or delete a validated inventory (409, French), for the admin too', async () => {
    const put = await call('PUT', `inventories/${first.id}/lines`, { lines: [{ product_id: cream.id, counted_base_quantity: 1 }] });
    expect(put.statusCode).toBe(409);
    expect(put.json().error.message).toBe('Cet inventaire est validé : il ne peut plus être modifié.');
    const again = await call('POST', `inventories/${first.id}/validate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cet inventaire est déjà validé.');
    const del = await call('DELETE', `inventories/${first.id}`);
    expect(del.statusCode).toBe(409);
    const adminDel = await adminCall('DELETE', `inventories/${first.id}`);
    expect(adminDel.statusCode).toBe(409);
    expect(adminDel.json().error.message).toBe(
      'Seul un inventaire en cours peut être supprimé : un inventaire validé sert au coût matière et au PNL.',
    );
  });

  it('validates the next one against the theoretical stock: previous + received − consumed', async () => {
    const res = await call('POST', 'inventories', { counted_on: today });
    second = res.json();
    expect((second as unknown as { lines: unknown[] }).lines).toHaveLength(2);
    await call('PUT', `inventories/${second.id}/lines`, {
      lines: [
        { product_id: cream.id, counted_base_quantity: 14_000 },
        { product_id: flour.id, counted_base_quantity: 9_500, storage_area: 'bar' },
      ],
    });
    const inv = (await call('POST', `inventories/${second.id}/validate`)).json();
    const byProduct = Object.fromEntries(inv.lines.map((l: { product_id: string }) => [l.product_id, l]));
    // cream: 3 L + 12 L received today − 0 sold = 15 L expected, 14 L counted: −1 L at 4,00 €
    expect(byProduct[cream.id]).toMatchObject({
      counted_base_quantity: 14_000,
      theoretical_base_quantity: 15_000,
      variance_base_quantity: -1000,
      unit_cost_cents: 400,
      value_cents: 5600,
      variance_cents: -400,
    });
    // flour: 10 kg expected, 9,5 kg counted: −0,5 kg at 0,86 € = −0,43 €; moved to the bar
    expect(byProduct[flour.id]).toMatchObject({
      storage_area: 'bar',
      theoretical_base_quantity: 10_000,
      value_cents: 817,
      variance_cents: -43,
    });
    expect(inv.value_cents).toBe(5600 + 817);
    expect(inv.variance_cents).toBe(-443);
    expect(inv.previous_counted_on).toBe(yesterday);
  });

  it('answers the stock value at a date from the last validated inventory on or before it', async () => {
    const db = ctx.database.db;
    const rid = world.restaurants.a1.id;
    expect(await inventoryValueAt(db, rid, today)).toEqual({ inventory_id: second.id, counted_on: today, value_cents: 6417 });
    expect(await inventoryValueAt(db, rid, yesterday)).toEqual({ inventory_id: first.id, counted_on: yesterday, value_cents: 2060 });
    expect(await inventoryValueAt(db, rid, twoDaysAgo)).toBeNull();
    expect(await inventoryValueAt(db, world.restaurants.b.id, today)).toBeNull();
  });

  it('deletes an inventory in progress (restaurant and admin), never an unknown one', async () => {
    const draft = (await call('POST', 'inventories', { counted_on: twoDaysAgo })).json();
    expect((await call('DELETE', `inventories/${draft.id}`)).statusCode).toBe(204);
    expect((await call('GET', `inventories/${draft.id}`)).statusCode).toBe(404);
    const other = (await call('POST', 'inventories', { counted_on: twoDaysAgo })).json();
    // an in-progress inventory is not read by the valuation
    expect(await inventoryValueAt(ctx.database.db, world.restaurants.a1.id, twoDaysAgo)).toBeNull();
    expect((await adminCall('DELETE', `inventories/${other.id}`)).statusCode).toBe(204);
    expect((await adminCall('DELETE', `inventories/${other.id}`)).statusCode).toBe(404);
  });

  it('lists them for the restaurant and for the admin with filters', async () => {
    const list = (await call('GET', 'inventories')).json();
    expect(list.data.map((i: { counted_on: string }) => i.counted_on)).toEqual([today, yesterday]);
    const validated = (
      await adminCall('GET', `inventories?status=validated&restaurant_id=${world.restaurants.a1.id}&from=${today}`)
    ).json();
    expect(validated.data).toHaveLength(1);
    expect(validated.data[0]).toMatchObject({ id: second.id, restaurant_name: world.restaurants.a1.name, line_count: 2, counted_count: 2 });
    expect((await adminCall('GET', `inventories/${second.id}`)).json().lines).toHaveLength(2);
    expect((await adminCall('GET', 'inventories?restaurant_id=00000000-0000-4000-8000-000000000000')).json().data).toEqual([]);
  });

  it('suggests order quantities from the par level less what the last inventory left', async () => {
    const par = await call('PUT', `product-settings/${cream.id}`, { par_base_quantity: 30_000 });
    expect(par.statusCode, par.body).toBe(200);
    expect(par.json()).toMatchObject({ par_base_quantity: 30_000, storage_area: null });
    const providerId = (await adminCall('GET', `products/${cream.id}`)).json().provider_id;
    const draft = (await call('POST', 'orders', { provider_id: providerId })).json();
    // 30 L wanted, 14 L counted today, nothing received or sold since: 16 L = 3 cartons of 6 L; no par for flour, never received
    expect(draft.lines.map((l: { product_id: string; ordered_packages: number }) => [l.product_id, l.ordered_packages])).toEqual([
      [cream.id, 3],
    ]);
    expect((await call('PUT', `product-settings/00000000-0000-4000-8000-000000000000`, { par_base_quantity: 1 })).statusCode).toBe(404);
  });

  it('shows the par level and storage area on the restaurant’s mercuriale, and only there', async () => {
    const set = await call('PUT', `product-settings/${cream.id}`, { storage_area: 'bar' });
    // the par level set before is kept when only the area is sent
    expect(set.json()).toMatchObject({ par_base_quantity: 30_000, storage_area: 'bar' });
    const rows = (await call('GET', 'mercuriales?search=Crème')).json().data;
    expect(rows.find((r: { id: string }) => r.id === cream.id)).toMatchObject({ par_base_quantity: 30_000, storage_area: 'bar' });
    // flour was moved to the bar while counting: the mercuriale shows that area, with no par level
    expect((await call('GET', 'mercuriales?search=Farine')).json().data[0]).toMatchObject({ par_base_quantity: null, storage_area: 'bar' });
    const otherRows = (await call('GET', 'mercuriales?search=Crème', undefined, tokens.restorerB, world.restaurants.b.id)).json().data;
    expect(otherRows.find((r: { id: string }) => r.id === cream.id)).toMatchObject({ par_base_quantity: null, storage_area: null });
    const cleared = await call('PUT', `product-settings/${cream.id}`, { par_base_quantity: null, storage_area: null });
    expect(cleared.json()).toMatchObject({ par_base_quantity: null, storage_area: null });
    const bad = await call('PUT', `product-settings/${cream.id}`, { par_base_quantity: -1, storage_area: 'cave' });
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', `product-settings/${cream.id}`, { par_base_quantity: 1 }, tokens.restorerB)).statusCode).toBe(403);
  });

  it('refuses another restaurant’s user and keeps restaurants apart', async () => {
    expect((await call('GET', 'inventories', undefined, tokens.restorerB)).statusCode).toBe(403);
    // through its own restaurant, another restaurant's inventory does not exist
    expect((await call('GET', `inventories/${second.id}`, undefined, tokens.restorerB, world.restaurants.b.id)).statusCode).toBe(404);
    expect((await call('DELETE', `inventories/${second.id}`, undefined, tokens.restorerB, world.restaurants.b.id)).statusCode).toBe(404);
    expect((await call('GET', 'inventories', undefined, tokens.restorerB, world.restaurants.b.id)).json().data).toEqual([]);
    expect((await adminCall('GET', 'inventories')).statusCode).toBe(200);
    const restorerOnAdmin = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/stock/inventories',
      headers: bearer(tokens.restorer),
    });
    expect(restorerOnAdmin.statusCode).toBe(403);
  });
});

describe('products delivered after an inventory was started', () => {
  // restaurant b: its own inventories, so that today's can follow a validated one
  const b = (method: string, url: string, payload?: unknown) => call(method, url, payload, tokens.restorerB, world.restaurants.b.id);
  const deliver = async (productId: string, packages: number) => {
    const providerId = (await adminCall('GET', `products/${productId}`)).json().provider_id;
    const order = (
      await b('POST', 'orders', { provider_id: providerId, lines: [{ product_id: productId, ordered_packages: packages }] })
    ).json();
    expect((await b('POST', `orders/${order.id}/send`)).statusCode).toBe(200);
    const res = await b('POST', `orders/${order.id}/receive`, {
      lines: [{ line_id: order.lines[0].id, packages, package_price_cents: order.lines[0].package_price_cents }],
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const lineOf = (inv: { lines: { product_id: string }[] }, productId: string) => inv.lines.find((l) => l.product_id === productId);

  it('are offered, uncounted, when the inventory in progress is opened, and count zero if validated uncounted', async () => {
    const admin = async (payload: Record<string, unknown>) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/stock/products', headers: bearer(tokens.admin), payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const creamProduct = (await adminCall('GET', `products/${cream.id}`)).json();
    const base = { provider_id: creamProduct.provider_id, category_id: creamProduct.category_id, vat_rate_bp: 550, unit: 'kg' };
    const butter = await admin({
      ...base,
      name: 'Beurre doux',
      package_label: 'carton 10 kg',
      package_base_quantity: 10_000,
      package_price_cents: 8000,
    });
    const milk = await admin({
      ...base,
      name: 'Lait entier',
      unit: 'L',
      package_label: 'pack 6 L',
      package_base_quantity: 6000,
      package_price_cents: 600,
    });

    // yesterday: 5 kg of flour counted and validated
    const first = (await b('POST', 'inventories', { counted_on: yesterday })).json();
    await b('PUT', `inventories/${first.id}/lines`, { lines: [{ product_id: flour.id, counted_base_quantity: 5000 }] });
    expect((await b('POST', `inventories/${first.id}/validate`)).statusCode).toBe(200);

    // today's inventory starts with flour only; then butter comes
    const started = (await b('POST', 'inventories', { counted_on: today })).json();
    expect(started.lines.map((l: { product_id: string }) => l.product_id)).toEqual([flour.id]);
    await deliver(butter.id, 2);
    const opened = (await b('GET', `inventories/${started.id}`)).json();
    expect(lineOf(opened, butter.id)).toMatchObject({ counted_base_quantity: null, storage_area: 'cold' });
    expect(opened.lines).toHaveLength(2);
    await b('PUT', `inventories/${started.id}/lines`, {
      lines: [
        { product_id: flour.id, counted_base_quantity: 5000 },
        { product_id: butter.id, counted_base_quantity: 18_000 },
      ],
    });

    // milk comes after the page was last opened: validation lists it, uncounted, so it counts zero
    await deliver(milk.id, 1);
    const res = await b('POST', `inventories/${started.id}/validate`);
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json();
    expect(inv.lines).toHaveLength(3);
    // butter: nothing at yesterday's inventory + 20 kg received − 0 sold = 20 kg expected, 18 kg counted: −2 kg at 8,00 €/kg
    expect(lineOf(inv, butter.id)).toMatchObject({
      theoretical_base_quantity: 20_000,
      counted_base_quantity: 18_000,
      variance_base_quantity: -2000,
      value_cents: 14_400,
      variance_cents: -1600,
    });
    // milk: 6 L expected, never counted: counted zero, the whole delivery shows as missing (−6,00 €)
    expect(lineOf(inv, milk.id)).toMatchObject({
      theoretical_base_quantity: 6000,
      counted_base_quantity: 0,
      variance_base_quantity: -6000,
      value_cents: 0,
      variance_cents: -600,
    });
    expect(inv.variance_cents).toBe(-2200);
    // a validated inventory lists nothing more when opened
    await deliver(cream.id, 1);
    expect((await b('GET', `inventories/${started.id}`)).json().lines).toHaveLength(3);
  });
});
