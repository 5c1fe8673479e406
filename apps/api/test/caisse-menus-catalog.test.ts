import { lineVatSplit } from '@fitfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardwares, restaurantHardwares } from '../src/db/schema';
import { hashToken, newToken } from '../src/lib/tokens';
import { type CardWorld, cardWorld } from './caisse-helpers';
import { setModules } from './fixtures';

let w: CardWorld;
let tax: { id: string };
const products: Record<string, string> = {};
const keys = { a: newToken(), b: newToken() };
beforeAll(async () => {
  w = await cardWorld();
  tax = (
    await w.call('POST', 'taxes', { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 })
  ).json();
  for (const name of ['Salade', 'Burger', 'Tarte']) {
    products[name] = (
      await w.call('POST', 'products', {
        name,
        category_id: null,
        tax_id: tax.id,
        price_on_spot_cents: 900,
        price_takeaway_cents: 800,
        price_delivery_cents: 1000,
      })
    ).json().id;
  }
  const db = w.ctx.database.db;
  const [terminal] = await db.insert(hardwares).values({ kind: 'pos_terminal', brand: 'Sunmi', model: 'T2s' }).returning();
  await db.insert(restaurantHardwares).values([
    { restaurant_id: w.a, hardware_id: terminal.id, api_key_hash: hashToken(keys.a) },
    { restaurant_id: w.b, hardware_id: terminal.id, api_key_hash: hashToken(keys.b) },
  ]);
});
afterAll(() => w.ctx.close());

const midi = () => ({
  name: 'Formule midi',
  description: 'Entrée + plat ou plat + dessert',
  tax_id: tax.id,
  price_on_spot_cents: 1790,
  price_takeaway_cents: 1590,
  price_delivery_cents: 1890,
  active: true,
  steps: [
    { title: 'Entrée', min_choices: 0, max_choices: 1, products: [{ product_id: products.Salade, supplement_cents: 0 }] },
    { title: 'Plat', min_choices: 1, max_choices: 1, products: [{ product_id: products.Burger, supplement_cents: 200 }] },
    { title: 'Dessert', min_choices: 0, max_choices: 1, products: [{ product_id: products.Tarte, supplement_cents: 0 }] },
  ],
  hours: [
    { weekday: 1, closed: false, ranges: [{ start: '11:30', end: '14:30' }] },
    {
      weekday: 2,
      closed: false,
      ranges: [
        { start: '18:30', end: '22:00' },
        { start: '11:30', end: '14:30' },
      ],
    },
    { weekday: 0, closed: true, ranges: [] },
  ],
});

describe('caisse menus', () => {
  it('creates a menu with ordered steps and hours for the 7 days, updates and deletes it', async () => {
    const res = await w.call('POST', 'menus', midi());
    expect(res.statusCode, res.body).toBe(201);
    const menu = res.json();
    expect(menu.steps.map((s: { title: string; position: number }) => `${s.position}:${s.title}`)).toEqual([
      '0:Entrée',
      '1:Plat',
      '2:Dessert',
    ]);
    expect(menu.steps[1].products).toEqual([{ product_id: products.Burger, product_name: 'Burger', supplement_cents: 200 }]);
    expect(menu.hours).toHaveLength(7);
    expect(menu.hours[2]).toEqual({
      weekday: 2,
      closed: false,
      ranges: [
        { start: '11:30', end: '14:30' },
        { start: '18:30', end: '22:00' },
      ],
    });
    expect(menu.hours[3]).toEqual({ weekday: 3, closed: true, ranges: [] });
    const upd = await w.call('PUT', `menus/${menu.id}`, { ...midi(), name: 'Formule soir', active: false, steps: midi().steps.slice(1) });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Formule soir', active: false });
    expect(upd.json().steps).toHaveLength(2);
    expect((await w.call('GET', 'menus?active=false')).json().total_entries).toBe(1);
    const usedProduct = await w.call('DELETE', `products/${products.Burger}`);
    expect(usedProduct.statusCode).toBe(409);
    expect(usedProduct.json().error.message).toBe('Ce produit fait partie d’un menu : retirez-le du menu avant de le supprimer');
    expect((await w.call('DELETE', `menus/${menu.id}`)).statusCode).toBe(204);
    expect((await w.call('GET', `menus/${menu.id}`)).statusCode).toBe(404);
  });

  it('refuses bad hours, min > max, empty steps and foreign products in French', async () => {
    const overlap = await w.call('POST', 'menus', {
      ...midi(),
      hours: [
        {
          weekday: 1,
          closed: false,
          ranges: [
            { start: '11:00', end: '15:00' },
            { start: '14:00', end: '16:00' },
          ],
        },
      ],
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().error.message).toBe('Les plages horaires d’un même jour ne doivent pas se chevaucher');
    const reversed = await w.call('POST', 'menus', {
      ...midi(),
      hours: [{ weekday: 1, closed: false, ranges: [{ start: '15:00', end: '11:00' }] }],
    });
    expect(reversed.json().error.fields['hours.0.ranges.0.end']).toBe("L'heure de fin doit être après l'heure de début");
    const badTime = await w.call('POST', 'menus', {
      ...midi(),
      hours: [{ weekday: 1, closed: false, ranges: [{ start: '25:00', end: '26:00' }] }],
    });
    expect(badTime.json().error.fields['hours.0.ranges.0.start']).toBe("L'heure doit être au format HH:MM");
    const minMax = await w.call('POST', 'menus', { ...midi(), steps: [{ ...midi().steps[0], min_choices: 2, max_choices: 1 }] });
    expect(minMax.json().error.fields['steps.0.min_choices']).toBe('Le minimum de choix doit être inférieur ou égal au maximum');
    const noSteps = await w.call('POST', 'menus', { ...midi(), steps: [] });
    expect(noSteps.json().error.fields.steps).toBe('Le champ étapes doit contenir au moins 1 élément');
    const bTax = (
      await w.call(
        'POST',
        'taxes',
        { name: 'B', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 },
        w.tokens.restorerB,
        w.b,
      )
    ).json();
    const bProduct = (
      await w.call(
        'POST',
        'products',
        { name: 'B', category_id: null, tax_id: bTax.id, price_on_spot_cents: 1, price_takeaway_cents: 1, price_delivery_cents: 1 },
        w.tokens.restorerB,
        w.b,
      )
    ).json();
    const foreign = await w.call('POST', 'menus', {
      ...midi(),
      steps: [{ title: 'X', min_choices: 1, max_choices: 1, products: [{ product_id: bProduct.id, supplement_cents: 0 }] }],
    });
    expect(foreign.statusCode).toBe(422);
    expect((await w.call('GET', 'menus')).json().total_entries).toBe(0);
    const bMenu = (
      await w.call(
        'POST',
        'menus',
        {
          ...midi(),
          tax_id: bTax.id,
          steps: [{ title: 'X', min_choices: 1, max_choices: 1, products: [{ product_id: bProduct.id, supplement_cents: 0 }] }],
        },
        w.tokens.restorerB,
        w.b,
      )
    ).json();
    expect((await w.call('GET', `menus/${bMenu.id}`)).statusCode).toBe(404);
    expect((await w.call('DELETE', `menus/${bMenu.id}`)).statusCode).toBe(404);
  });
});

describe('caisse catalog for terminals', () => {
  const catalog = (key: string | undefined, restaurantId = w.a, headers: Record<string, string> = {}) =>
    w.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/restaurants/${restaurantId}/caisse/catalog`,
      headers: { ...(key ? { 'x-device-key': key } : {}), ...headers },
    });

  it('answers the whole card with a strong ETag, 304 on replay, a new ETag after a change', async () => {
    await w.call('POST', 'menus', midi());
    const res = await catalog(keys.a);
    expect(res.statusCode).toBe(200);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const body = res.json();
    expect(body.products.map((p: { name: string }) => p.name).sort()).toEqual(['Burger', 'Salade', 'Tarte']);
    expect(body.products[0]).toMatchObject({ rate_on_spot_bp: 1000, rate_takeaway_bp: 550, tags: [], allergens: [] });
    expect(body.menus[0].steps).toHaveLength(3);
    expect(body.taxes).toHaveLength(1);

    const replay = await catalog(keys.a, w.a, { 'if-none-match': etag });
    expect(replay.statusCode).toBe(304);
    expect(replay.body).toBe('');

    await w.call('PATCH', `products/${products.Salade}/availability`, { available: false });
    const changed = await catalog(keys.a, w.a, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().products.find((p: { id: string }) => p.id === products.Salade).available).toBe(false);
  });

  it('refuses without a key (401) and with another restaurant’s key (403)', async () => {
    expect((await catalog(undefined)).statusCode).toBe(401);
    expect((await catalog('not-a-key')).statusCode).toBe(401);
    const other = await catalog(keys.b);
    expect(other.statusCode).toBe(403);
    const bearerOnly = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/restaurants/${w.a}/caisse/catalog`,
      headers: { authorization: `Bearer ${w.tokens.restorer}` },
    });
    expect(bearerOnly.statusCode).toBe(401);
  });

  it('lets the back office read the same card (GET …/card) with its session', async () => {
    const res = await w.call('GET', 'card');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe((await catalog(keys.a)).headers.etag);
    expect((await w.call('GET', 'card', undefined, w.tokens.restorerB)).statusCode).toBe(403);
  });

  it('refuses a terminal of a restaurant without the module', async () => {
    await setModules(w.ctx.database.db, w.b, ['fitfit_pnl']);
    expect((await catalog(keys.b, w.b)).statusCode).toBe(403);
  });

  it('gives each menu choice its price and VAT rates, so a ticket splits a formule with wine between 10 % and 20 %', async () => {
    const alcohol = (
      await w.call('POST', 'taxes', { name: 'Alcool', rate_on_spot_bp: 2000, rate_takeaway_bp: 2000, rate_delivery_bp: 2000 })
    ).json();
    const wine = (
      await w.call('POST', 'products', {
        name: 'Verre de vin',
        category_id: null,
        tax_id: alcohol.id,
        price_on_spot_cents: 600,
        price_takeaway_cents: 600,
        price_delivery_cents: 600,
      })
    ).json();
    const menu = (
      await w.call('POST', 'menus', {
        ...midi(),
        name: 'Formule vin',
        steps: [
          { title: 'Plat', min_choices: 1, max_choices: 1, products: [{ product_id: products.Burger, supplement_cents: 0 }] },
          { title: 'Vin', min_choices: 1, max_choices: 1, products: [{ product_id: wine.id, supplement_cents: 0 }] },
        ],
      })
    ).json();
    const body = (await catalog(keys.a)).json();
    const steps = body.menus.find((m: { id: string }) => m.id === menu.id).steps;
    expect(steps[0].products[0]).toMatchObject({
      product_id: products.Burger,
      price_on_spot_cents: 900,
      rate_on_spot_bp: 1000,
      rate_takeaway_bp: 550,
    });
    expect(steps[1].products[0]).toMatchObject({ product_id: wine.id, price_on_spot_cents: 600, rate_on_spot_bp: 2000 });
    // What a terminal computes from the catalogue alone: 17,90 € split 9 : 6 → 10,74 € at 10 %, 7,16 € at 20 %.
    const choices = steps.map((st: { products: { price_on_spot_cents: number; rate_on_spot_bp: number }[] }) => ({
      unit_price_cents: st.products[0].price_on_spot_cents,
      vat_rate_bp: st.products[0].rate_on_spot_bp,
    }));
    expect(lineVatSplit({ quantity: 1, unit_price_cents: 1790, choices }, 1790)).toEqual([
      { rate_bp: 1000, ttc_cents: 1074 },
      { rate_bp: 2000, ttc_cents: 716 },
    ]);
  });
});
