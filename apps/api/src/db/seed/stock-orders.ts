import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { newId } from '../../lib/ids';
import { platformScope } from '../../lib/tenant-scope';
import { createInventory, saveLines, validateInventory } from '../../modules/stock';
import type { Db } from '../database';
import {
  stockInventories,
  stockInventoryLines,
  stockOrderLines,
  stockOrders,
  stockReceptionLines,
  stockReceptions,
  stockRecipeIngredients,
  stockRecipeProducts,
  stockRecipes,
} from '../schema';
import { consumedByDay } from './stock-consumption';
import { demoRecipes } from './stock-recipes-data';

const DAY = 86_400_000;
/** A small deterministic generator: the same demo on every start. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const chunked = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
};

export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(Date.parse(`${day}T12:00:00Z`) + n * DAY);
export const isMonthEnd = (day: string) => addDays(day, 1).slice(8) === '01';

type Product = {
  id: string;
  name: string;
  provider_id: string;
  price: number;
  base: number;
  unit: string;
  category: string;
};

/** Where a product is counted, from its category (the same rule as `defaultAreaSql`). */
export const areaOf = (category: string) => {
  const c = category.toLowerCase();
  if (c.includes('surgel')) return 'frozen' as const;
  if (['boisson', 'vin', 'bière', 'alcool'].some((k) => c.includes(k))) return 'bar' as const;
  if (['viande', 'volaille', 'poisson', 'légume', 'laitier', 'frais'].some((k) => c.includes(k))) return 'cold' as const;
  return 'dry' as const;
};

/** The demo card's recipes (stock-recipes-data.ts) for a restaurant, linked to its card products by name. */
const seedRecipes = async (db: Db, restaurantId: string, products: Product[]) => {
  const byName = new Map(products.map((p) => [p.name, p]));
  const { rows: card } = await db.execute<{ id: string; name: string }>(
    sql`select id, name from caisse_products where restaurant_id = ${restaurantId}`,
  );
  const recipes: (typeof stockRecipes.$inferInsert)[] = [];
  const ingredients: (typeof stockRecipeIngredients.$inferInsert)[] = [];
  const links: (typeof stockRecipeProducts.$inferInsert)[] = [];
  for (const dish of card) {
    const recipe = demoRecipes[dish.name];
    if (!recipe) continue;
    const id = newId();
    recipes.push({ id, restaurant_id: restaurantId, name: dish.name, portions: recipe.portions, steps: recipe.steps });
    for (const [position, [name, quantity, loss]] of recipe.ingredients.entries()) {
      const product = byName.get(name);
      if (product)
        ingredients.push({
          id: newId(),
          restaurant_id: restaurantId,
          recipe_id: id,
          product_id: product.id,
          position,
          base_quantity: quantity,
          loss_bp: loss,
        });
    }
    links.push({ restaurant_id: restaurantId, recipe_id: id, caisse_product_id: dish.id, portions: 1 });
  }
  if (!recipes.length) return;
  await db.insert(stockRecipes).values(recipes);
  await chunked(ingredients, (part) => db.insert(stockRecipeIngredients).values(part));
  await db.insert(stockRecipeProducts).values(links);
};

/**
 * Demo stock flows (PRODUCT §9) for the restaurants holding fitfit_stocks, consistent with the demo tickets:
 * recipes for the card's dishes; what the sales consume by those recipes, plus 1 to 8 % of waste per product,
 * drawn day by day from a simulated stock; one order per provider every week of `days` covering the next
 * week's needs, received after the provider's lead time (one delivery in ten short, one price in twenty
 * different); an inventory counted at the start and at each month's end (validated through the service, so
 * valued and compared like a real one), one in progress today; this week a draft and a sent order.
 */
export const seedStockOrders = async (db: Db, days = loadConfig().DEMO_DAYS) => {
  const { rows: restaurants } = await db.execute<{ id: string; today: string }>(sql`
    select fmr.restaurant_id as id, (now() at time zone r.timezone)::date::text as today
    from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id join restaurants r on r.id = fmr.restaurant_id
    where m.code_name = 'fitfit_stocks' order by fmr.restaurant_id`);
  const { rows: providers } = await db.execute<{ id: string; lead_time_days: number }>(
    sql`select id, lead_time_days from stock_providers order by name`,
  );
  const { rows: products } = await db.execute<Product>(
    sql`select p.id, p.name, p.provider_id, p.package_price_cents as price, p.package_base_quantity as base, p.unit, c.name as category
      from stock_products p join stock_categories c on c.id = p.category_id where p.archived_at is null order by p.name`,
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const orders: (typeof stockOrders.$inferInsert)[] = [];
  const lines: (typeof stockOrderLines.$inferInsert)[] = [];
  const receptions: (typeof stockReceptions.$inferInsert)[] = [];
  const receptionLines: (typeof stockReceptionLines.$inferInsert)[] = [];
  const inventories: (typeof stockInventories.$inferInsert)[] = [];
  const inventoryLines: (typeof stockInventoryLines.$inferInsert)[] = [];
  const now = Date.now();
  for (const [r, restaurant] of restaurants.entries()) {
    const rand = random(1000 + r);
    await seedRecipes(db, restaurant.id, products);
    const start = addDays(restaurant.today, -days);
    // what the sales consume each day by the recipes (theoretical), per product, in base units
    const consumed = await consumedByDay(db, restaurant.id, start);
    const waste = new Map<string, number>();
    const daily = new Map<string, Map<string, number>>();
    const total = new Map<string, number>();
    for (const c of consumed) {
      if (!waste.has(c.product_id)) waste.set(c.product_id, 1.01 + rand() * 0.07);
      const q = Number(c.q) * (waste.get(c.product_id) ?? 1);
      const day = daily.get(c.day) ?? new Map<string, number>();
      day.set(c.product_id, q);
      daily.set(c.day, day);
      total.set(c.product_id, (total.get(c.product_id) ?? 0) + q);
    }
    const perDay = (id: string) => (total.get(id) ?? 0) / Math.max(1, days);
    // a week of stock to start with
    const stock = new Map<string, number>([...total.keys()].map((id) => [id, perDay(id) * 7]));
    const deliveries = new Map<string, { orderIndex: number; product: Product; packages: number; price: number }[]>();
    // one order per provider a week, from the first day of the window
    const orderDays = new Set<string>();
    for (let day = start; day < restaurant.today; day = addDays(day, 7)) orderDays.add(day);
    const lastMonthEnd = [...Array(days).keys()].map((i) => addDays(restaurant.today, -1 - i)).find(isMonthEnd);
    const countYesterday = !lastMonthEnd || lastMonthEnd < addDays(restaurant.today, -7);
    let number = 0;
    let inventoryNumber = 0;
    const count = (day: string) => {
      const id = newId();
      inventories.push({ id, restaurant_id: restaurant.id, number: ++inventoryNumber, counted_on: day, note: 'Inventaire de fin de mois' });
      for (const [productId, q] of stock) {
        const p = byId.get(productId);
        if (!p) continue;
        const counted = p.unit === 'piece' ? Math.max(0, Math.round(q)) : Math.max(0, Math.round(q / 10) * 10);
        inventoryLines.push({
          id: newId(),
          restaurant_id: restaurant.id,
          inventory_id: id,
          product_id: productId,
          storage_area: areaOf(p.category),
          counted_base_quantity: counted,
        });
      }
    };
    count(addDays(start, -1));
    for (let day = start; day < restaurant.today; day = addDays(day, 1)) {
      for (const d of deliveries.get(day) ?? []) stock.set(d.product.id, (stock.get(d.product.id) ?? 0) + d.packages * d.product.base);
      if (orderDays.has(day)) {
        for (const provider of providers) {
          const needed = [...total.keys()]
            .map((id) => byId.get(id) as Product)
            .filter((p) => p?.provider_id === provider.id)
            .map((p) => {
              // cover the days until the next delivery and three more, from what will be left at delivery
              const atDelivery = (stock.get(p.id) ?? 0) - perDay(p.id) * provider.lead_time_days;
              const packages = Math.ceil(Math.max(0, perDay(p.id) * 10 - atDelivery) / p.base);
              return { product: p, packages };
            })
            .filter((n) => n.packages > 0);
          const created = Date.parse(`${day}T09:00:00Z`);
          const receivedAt = new Date(created + provider.lead_time_days * DAY);
          const receivedDay = dayOf(receivedAt.getTime());
          // what is not delivered yet is this week's sent order, below
          const received = receivedDay < restaurant.today;
          if (!needed.length || !received) continue;
          const orderId = newId();
          orders.push({
            id: orderId,
            restaurant_id: restaurant.id,
            number: ++number,
            provider_id: provider.id,
            status: received ? 'received' : 'sent',
            sent_at: new Date(created),
            received_at: received ? receivedAt : null,
            created_at: new Date(created),
            updated_at: new Date(created),
          });
          const receptionId = newId();
          if (received) receptions.push({ id: receptionId, restaurant_id: restaurant.id, order_id: orderId, received_at: receivedAt });
          for (const [position, n] of needed.entries()) {
            const delivered = received ? (rand() < 0.1 ? n.packages - 1 : n.packages) : 0;
            const price = rand() < 0.05 ? Math.round(n.product.price * 1.04) : n.product.price;
            lines.push({
              id: newId(),
              restaurant_id: restaurant.id,
              order_id: orderId,
              product_id: n.product.id,
              position,
              ordered_packages: n.packages,
              package_price_cents: n.product.price,
              received_packages: delivered,
              received_price_cents: received ? price : null,
            });
            if (delivered > 0) {
              receptionLines.push({
                id: newId(),
                restaurant_id: restaurant.id,
                reception_id: receptionId,
                product_id: n.product.id,
                packages: delivered,
                package_price_cents: price,
              });
              const list = deliveries.get(receivedDay) ?? [];
              list.push({ orderIndex: orders.length - 1, product: n.product, packages: delivered, price });
              deliveries.set(receivedDay, list);
            }
          }
        }
      }
      for (const [productId, q] of daily.get(day) ?? []) stock.set(productId, Math.max(0, (stock.get(productId) ?? 0) - q));
      if (isMonthEnd(day) || (countYesterday && day === addDays(restaurant.today, -1))) count(day);
    }
    // this week: a draft and a sent order waiting
    for (const [i, provider] of providers.slice(0, 2).entries()) {
      const catalogue = products.filter((p) => p.provider_id === provider.id && total.has(p.id)).slice(0, 6);
      const orderId = newId();
      const created = new Date(now - DAY);
      orders.push({
        id: orderId,
        restaurant_id: restaurant.id,
        number: ++number,
        provider_id: provider.id,
        status: i === 0 ? 'draft' : 'sent',
        sent_at: i === 0 ? null : created,
        created_at: created,
        updated_at: created,
      });
      for (const [position, p] of catalogue.entries())
        lines.push({
          id: newId(),
          restaurant_id: restaurant.id,
          order_id: orderId,
          product_id: p.id,
          position,
          ordered_packages: 1 + Math.floor(rand() * 3),
          package_price_cents: p.price,
        });
    }
  }
  await chunked(orders, (part) => db.insert(stockOrders).values(part));
  await chunked(lines, (part) => db.insert(stockOrderLines).values(part));
  await chunked(receptions, (part) => db.insert(stockReceptions).values(part));
  await chunked(receptionLines, (part) => db.insert(stockReceptionLines).values(part));
  await chunked(inventories, (part) => db.insert(stockInventories).values(part));
  await chunked(inventoryLines, (part) => db.insert(stockInventoryLines).values(part));
  // validated in date order through the service: valued at the last purchase price, compared with the theory
  for (const inventory of [...inventories].sort((a, b) => (a.counted_on < b.counted_on ? -1 : 1)))
    await validateInventory(db, platformScope(inventory.restaurant_id), inventory.id as string);
  // today's inventory, in progress: half of it counted
  for (const restaurant of restaurants) {
    const scope = platformScope(restaurant.id);
    const { rows } = await db.execute(
      sql`select 1 from stock_inventories where restaurant_id = ${restaurant.id} and counted_on = ${restaurant.today}::date`,
    );
    if (rows.length) continue;
    const current = await createInventory(db, scope, { counted_on: restaurant.today, note: 'Inventaire du jour' });
    const half = current.lines.filter((_, i) => i % 2 === 0).slice(0, 500);
    if (half.length)
      await saveLines(db, scope, current.id, {
        lines: half.map((l) => ({
          product_id: l.product_id,
          counted_base_quantity: Math.round((l.package_base_quantity * (1 + (l.id.charCodeAt(35) % 3))) / 2),
        })),
      });
  }
};
