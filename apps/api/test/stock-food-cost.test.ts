import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../src/lib/tenant-scope';
import { foodCostBetween } from '../src/modules/stock/food-cost/report';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer, setModules } from './fixtures';

/**
 * Recipes (cost per portion, derived allergens, links to the card, access by stock or HACCP) and food cost:
 * the AvT report on a hand-computed case — sales × recipes against opening + purchases − closing.
 */
let w: LedgerWorld;
let beef: { id: string };
let butter: { id: string };
let wine: { id: string };
let steakRecipe: { id: string };
let today: string;
let d0: string;

const stock = (method: string, url: string, payload?: unknown, token = w.tokens.restorer, restaurantId = w.a) =>
  w.ctx.app.inject({
    method: method as 'GET',
    url: `/api/v1/restaurants/${restaurantId}/stock/${url}`,
    headers: bearer(token),
    ...(payload ? { payload: payload as object } : {}),
  });
const ok = async (res: Awaited<ReturnType<typeof stock>>, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};

beforeAll(async () => {
  w = await ledgerWorld();
  const admin = async (url: string, payload: Record<string, unknown>) =>
    ok(await w.ctx.app.inject({ method: 'POST', url: `/api/v1/admin/stock/${url}`, headers: bearer(w.tokens.admin), payload }), 201);
  const provider = await admin('providers', {
    name: 'Boucherie',
    email: 'b@fournisseur.example',
    lead_time_days: 1,
    minimum_order_cents: 0,
  });
  const meat = await admin('categories', { name: 'Viandes' });
  const wines = await admin('categories', { name: 'Vins' });
  const dairy = await admin('categories', { name: 'Produits laitiers' });
  const p = { provider_id: provider.id, vat_rate_bp: 550 };
  // 100,00 € the 5 kg carton: 20,00 €/kg
  beef = await admin('products', {
    ...p,
    name: 'Entrecôte',
    category_id: meat.id,
    unit: 'kg',
    package_label: 'carton 5 kg',
    package_base_quantity: 5000,
    package_price_cents: 10_000,
  });
  // 9,00 € the kilo, with milk
  butter = await admin('products', {
    ...p,
    name: 'Beurre doux',
    category_id: dairy.id,
    unit: 'kg',
    package_label: 'plaquette 1 kg',
    package_base_quantity: 1000,
    package_price_cents: 900,
    allergens: ['milk'],
  });
  // 6,00 € the 75 cL bottle: 8,00 €/L
  wine = await admin('products', {
    ...p,
    name: 'Bordeaux rouge',
    category_id: wines.id,
    unit: 'L',
    package_label: 'bouteille 75 cL',
    package_base_quantity: 750,
    package_price_cents: 600,
    allergens: ['sulphites'],
  });
  const { rows } = await w.db.execute<{ today: string; d0: string }>(sql`
    select d::text as today, (d - 2)::text as d0 from (select (now() at time zone timezone)::date as d from restaurants where id = ${w.a}) x`);
  ({ today, d0 } = rows[0]);
});
afterAll(() => w.ctx.close());

describe('recipes', () => {
  it('creates a recipe: gross quantities from the loss, cost per portion at current prices, allergens derived', async () => {
    steakRecipe = await ok(
      await stock('POST', 'recipes', {
        name: 'Entrecôte beurre maître d’hôtel',
        portions: 2,
        steps: ['Parer la viande', 'Griller 3 minutes par face'],
        ingredients: [
          { product_id: beef.id, base_quantity: 500, loss_bp: 2000 },
          { product_id: butter.id, base_quantity: 20 },
        ],
        products: [{ caisse_product_id: w.dish.id }],
      }),
      201,
    );
    // beef: 500 g net at 20 % loss = 625 g gross × 20,00 €/kg = 12,50 €; butter 20 g × 9,00 €/kg = 0,18 €
    expect(steakRecipe).toMatchObject({
      portions: 2,
      ingredient_count: 2,
      cost_cents: 1268,
      cost_per_portion_cents: 634,
      allergens: ['milk'],
      product_names: ['Entrecôte'],
      steps: ['Parer la viande', 'Griller 3 minutes par face'],
      menus: [{ id: w.menu.id, name: 'Formule midi' }],
    });
    const ingredients = (steakRecipe as unknown as { ingredients: { gross_base_quantity: number; cost_cents: number }[] }).ingredients;
    expect(ingredients.map((i) => [i.gross_base_quantity, i.cost_cents])).toEqual([
      [625, 1250],
      [20, 18],
    ]);
    const glass = await ok(
      await stock('POST', 'recipes', {
        name: 'Verre de bordeaux',
        portions: 6,
        ingredients: [{ product_id: wine.id, base_quantity: 750 }],
        products: [{ caisse_product_id: w.wine.id }],
      }),
      201,
    );
    expect(glass).toMatchObject({ cost_cents: 600, cost_per_portion_cents: 100, allergens: ['sulphites'] });
  });

  it('refuses a second recipe of the same name, a card product already linked, an unknown ingredient', async () => {
    const same = await stock('POST', 'recipes', { name: 'entrecôte BEURRE maître d’hôtel', portions: 1 });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe('Une recette porte déjà ce nom');
    const linked = await stock('POST', 'recipes', { name: 'Autre', portions: 1, products: [{ caisse_product_id: w.dish.id }] });
    expect(linked.statusCode).toBe(409);
    expect(linked.json().error.message).toBe('Ce produit de la carte a déjà une recette');
    const unknown = await stock('POST', 'recipes', {
      name: 'Autre',
      portions: 1,
      ingredients: [{ product_id: '00000000-0000-4000-8000-000000000000', base_quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    const lost = await stock('POST', 'recipes', {
      name: 'Autre',
      portions: 1,
      ingredients: [{ product_id: beef.id, base_quantity: 1, loss_bp: 10_000 }],
    });
    expect(lost.statusCode).toBe(400);
    expect((await ok(await stock('GET', 'recipes'))).total_entries).toBe(2);
  });

  it('updates and deletes a recipe; the sellables lookup says which card products have one', async () => {
    const temp = await ok(await stock('POST', 'recipes', { name: 'Temporaire', portions: 1 }), 201);
    const put = await ok(await stock('PUT', `recipes/${temp.id}`, { name: 'Temporaire 2', portions: 4, steps: ['Une étape'] }));
    expect(put).toMatchObject({ name: 'Temporaire 2', portions: 4, cost_cents: 0, allergens: [] });
    expect((await stock('DELETE', `recipes/${temp.id}`)).statusCode).toBe(204);
    expect((await stock('GET', `recipes/${temp.id}`)).statusCode).toBe(404);
    const sellables = (await ok(await stock('GET', 'recipe-sellables'))).data;
    expect(sellables.find((s: { id: string }) => s.id === w.dish.id).recipe_id).toBe(steakRecipe.id);
    const ingredients = await ok(await stock('GET', 'recipe-ingredients?search=beurre'));
    expect(ingredients.data.map((i: { id: string }) => i.id)).toEqual([butter.id]);
  });

  it('opens recipes to a restaurant holding stock or HACCP, and refuses one holding neither (403)', async () => {
    const a2 = w.world.restaurants.a2.id;
    await setModules(w.db, a2, ['fitfit_haccp']);
    expect((await stock('GET', 'recipes', undefined, w.tokens.restorer, a2)).statusCode).toBe(200);
    expect((await stock('GET', 'food-cost', undefined, w.tokens.restorer, a2)).statusCode).toBe(403);
    await setModules(w.db, a2, ['fitfit_caisse']);
    const refused = await stock('GET', 'recipes', undefined, w.tokens.restorer, a2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Ce restaurant n'a pas accès à ce module");
    expect((await stock('GET', `recipes/${steakRecipe.id}`, undefined, w.tokens.restorerB, w.a)).statusCode).toBe(403);
  });
});

describe('food cost between two inventories (AvT)', () => {
  let report: Record<string, unknown> & { products: Record<string, unknown>[]; categories: Record<string, unknown>[] };
  let expectedRevenue: number;

  beforeAll(async () => {
    // opening inventory two days ago: 2 kg of beef (20,00 €/kg → 40,00 €), 1,5 L of wine (8,00 €/L → 12,00 €)
    const opening = await ok(await stock('POST', 'inventories', { counted_on: d0 }), 201);
    await ok(
      await stock('PUT', `inventories/${opening.id}/lines`, {
        lines: [
          { product_id: beef.id, counted_base_quantity: 2000 },
          { product_id: wine.id, counted_base_quantity: 1500 },
        ],
      }),
    );
    await ok(await stock('POST', `inventories/${opening.id}/validate`));
    // a carton of beef delivered today at its price (100,00 €)
    const order = await ok(
      await stock('POST', 'orders', {
        provider_id: (await ok(await stock('GET', 'providers'))).data[0].id,
        lines: [{ product_id: beef.id, ordered_packages: 1 }],
      }),
      201,
    );
    await ok(await stock('POST', `orders/${order.id}/send`));
    await ok(
      await stock('POST', `orders/${order.id}/receive`, {
        lines: [{ line_id: order.lines[0].id, packages: 1, package_price_cents: 10_000 }],
      }),
    );
    // sales: 3 steaks alone, a lunch menu (steak + glass of wine), 2 glasses of wine → 4 steaks, 3 glasses
    await w.ok(await w.device(w.ticket({ qty: 3 })));
    await w.ok(
      await w.device(
        w.ticket({
          lines: [w.menuLine],
        }),
      ),
    );
    await w.ok(await w.device(w.ticket({ lines: [{ product_id: w.wine.id, quantity: 2, unit_price_cents: 600, vat_rate_bp: 2000 }] })));
    const { rows } = await w.db.execute<{ ht: string }>(
      sql`select sum(total_ht_cents)::bigint as ht from caisse_tickets where restaurant_id = ${w.a}`,
    );
    expectedRevenue = Number(rows[0].ht);
    // closing inventory today: 5,5 kg of beef, 1 L of wine
    const closing = await ok(await stock('POST', 'inventories', { counted_on: today }), 201);
    await ok(
      await stock('PUT', `inventories/${closing.id}/lines`, {
        lines: [
          { product_id: beef.id, counted_base_quantity: 5500 },
          { product_id: wine.id, counted_base_quantity: 1000 },
        ],
      }),
    );
    const validated = await ok(await stock('POST', `inventories/${closing.id}/validate`));
    // the inventory's own variance: beef 2 kg + 5 kg − 4 steaks × 250 g / 0,8 = 5,75 kg expected, 5,5 kg counted
    expect(validated.lines.find((l: { product_id: string }) => l.product_id === beef.id)).toMatchObject({
      theoretical_base_quantity: 5750,
      variance_base_quantity: -250,
      variance_cents: -500,
    });
    report = await ok(await stock('GET', 'food-cost'));
  });

  it('computes actual and theoretical consumption per product', () => {
    const byId = Object.fromEntries(report.products.map((p) => [p.product_id, p]));
    // beef: 40,00 + 100,00 − 110,00 = 30,00 € used (1,5 kg); sales need 4 × 312,5 g = 1,25 kg = 25,00 €
    expect(byId[beef.id]).toMatchObject({
      opening_base_quantity: 2000,
      purchased_base_quantity: 5000,
      closing_base_quantity: 5500,
      actual_base_quantity: 1500,
      theoretical_base_quantity: 1250,
      variance_base_quantity: 250,
      opening_cents: 4000,
      purchases_cents: 10_000,
      closing_cents: 11_000,
      actual_cents: 3000,
      theoretical_cents: 2500,
      variance_cents: 500,
    });
    // wine: 12,00 − 8,00 = 4,00 € (0,5 L); 3 glasses of 125 mL = 375 mL = 3,00 €
    expect(byId[wine.id]).toMatchObject({
      actual_base_quantity: 500,
      theoretical_base_quantity: 375,
      actual_cents: 400,
      theoretical_cents: 300,
      variance_cents: 100,
    });
    // butter never counted nor bought: 4 steaks × 10 g = 40 g in theory (0,36 €)
    expect(byId[butter.id]).toMatchObject({ actual_cents: 0, theoretical_base_quantity: 40, theoretical_cents: 36, variance_cents: -36 });
  });

  it('sums per category and in total, with the ratio matière on revenue HT', () => {
    expect(report).toMatchObject({
      opening_cents: 5200,
      purchases_cents: 10_000,
      closing_cents: 11_800,
      actual_cents: 3400,
      theoretical_cents: 2836,
      variance_cents: 564,
      revenue_ht_cents: expectedRevenue,
      ratio_bp: Math.round((3400 * 10_000) / expectedRevenue),
      theoretical_ratio_bp: Math.round((2836 * 10_000) / expectedRevenue),
    });
    expect(report.categories.map((c) => [c.category_name, c.actual_cents, c.variance_cents])).toEqual([
      ['Viandes', 3000, 500],
      ['Vins', 400, 100],
      ['Produits laitiers', 0, -36],
    ]);
    expect((report.opening as { counted_on: string }).counted_on).toBe(d0);
  });

  it('gives the PNL the consumption and ratio of a period', async () => {
    const period = await foodCostBetween(w.db, platformScope(w.a), { from: report.opening ? nextOf(d0) : d0, to: today });
    expect(period).toMatchObject({
      inventoried: true,
      after: d0,
      up_to: today,
      consumption_cents: 3400,
      stock_variation_cents: 5200 - 11_800,
      purchases_cents: 10_000,
      revenue_ht_cents: expectedRevenue,
    });
    const before = await foodCostBetween(w.db, platformScope(w.a), { from: '2020-01-01', to: '2020-01-31' });
    expect(before).toMatchObject({ inventoried: false, consumption_cents: 0, revenue_ht_cents: 0, ratio_bp: null });
  });

  it('reads the ratio matière of a day from the theoretical consumption, of a month from the actual, and says why when none', async () => {
    const pnl = async (q: string) =>
      ok(await w.ctx.app.inject({ method: 'GET', url: `/api/v1/restaurants/${w.a}/pnl/${q}`, headers: bearer(w.tokens.restorer) }));
    const { rows } = await w.db.execute<{ day: string }>(
      sql`select max(business_date)::text as day from caisse_tickets where restaurant_id = ${w.a}`,
    );
    const day = rows[0].day;
    // the day's sales × recipes at the last purchase prices (beef 20,00 €/kg delivered, wine and butter at the catalogue's)
    const daily = await pnl(`indicators?view=daily&from=${day}`);
    expect(daily.food_cost).toEqual({ basis: 'theoretical', note: null, recipe_coverage_bp: 10_000 });
    expect(daily.current.food_cost_bp).toBe(Math.round((2836 * 10_000) / expectedRevenue));
    // a month reads what was bought and counted: the PNL's consumption, never a ratio below zero
    const monthly = await pnl(`indicators?view=monthly&from=${day}`);
    expect(monthly.food_cost.basis).toBe('actual');
    if (monthly.current.food_cost_bp === null) expect(monthly.food_cost.note).toMatch(/ratio non calculé/);
    else expect(monthly.current.food_cost_bp).toBeGreaterThanOrEqual(0);
    // a dish without a recipe sold for far more than the rest: the theoretical ratio would say little, none is shown
    const soup = await w.ok(
      await w.call('POST', 'products', {
        name: 'Soupe du jour',
        category_id: null,
        tax_id: w.food.id,
        price_on_spot_cents: 50_000,
        price_takeaway_cents: 50_000,
        price_delivery_cents: 50_000,
      }),
    );
    await w.ok(await w.device(w.ticket({ lines: [{ product_id: soup.id, quantity: 1, unit_price_cents: 50_000, vat_rate_bp: 1000 }] })));
    const after = await pnl(`indicators?view=daily&from=${day}`);
    expect(after.current.food_cost_bp).toBeNull();
    expect(after.food_cost.recipe_coverage_bp).toBeLessThan(6_000);
    expect(after.food_cost.note).toMatch(/^Les recettes ne couvrent que \d+ % du chiffre d’affaires : ratio théorique non calculé$/);
    expect(after.current.prime_cost_bp).toBeNull();
  });

  it('refuses an opening inventory after the closing one (422) and an unknown inventory (404)', async () => {
    const inventories = report.inventories as { id: string }[];
    const wrong = await stock('GET', `food-cost?opening_id=${inventories[0].id}&closing_id=${inventories[1].id}`);
    expect(wrong.statusCode).toBe(422);
    expect((await stock('GET', 'food-cost?closing_id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

const nextOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
