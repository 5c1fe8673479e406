import { sql } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import { platformScope } from '../../lib/tenant-scope';
import { receivedSql, validateInventory } from '../../modules/stock';
import type { Db } from '../database';
import { stockInventories, stockInventoryLines, stockOrderLines, stockOrders, stockReceptionLines, stockReceptions } from '../schema';
import { consumedBetween } from './stock-consumption';
import { addDays, areaOf, dayOf, isMonthEnd } from './stock-orders';

const DAY = 86_400_000;

/**
 * The demo's stock after `after` up to `now` (docs/demo.md), for the demo restaurants holding fitfit_stocks, kept
 * to the seed's rhythm (`seedStockOrders`): each provider's weekly order — order days every 7 days from the seed's
 * first, 09:00 UTC — whose delivery (after the provider's lead time) falls in [after's day, today), received whole
 * at the catalogue price, of the provider's products the 7 days before consumed (+ 5 %); then each month end of
 * those days counted (the last validated inventory + receptions − consumption since) and validated through the
 * service. An order or an inventory already there is left alone: a second run adds nothing.
 */
export const catchUpStock = async (db: Db, restaurants: readonly { restaurantId: string; after: Date }[], now: Date) => {
  let made = 0;
  for (const { restaurantId, after } of restaurants) {
    const { rows } = await db.execute<{ today: string; after_day: string; first: string | null }>(
      sql`select to_char((${now.toISOString()}::timestamptz at time zone r.timezone)::date, 'YYYY-MM-DD') as today,
            to_char((${after.toISOString()}::timestamptz at time zone r.timezone)::date, 'YYYY-MM-DD') as after_day,
            (select to_char(min(o.created_at) at time zone 'UTC', 'YYYY-MM-DD') from stock_orders o where o.restaurant_id = r.id) as first
          from restaurants r
          where r.id = ${restaurantId}
            and exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
                        where fmr.restaurant_id = r.id and m.code_name = 'fitfit_stocks')`,
    );
    const r = rows[0];
    if (!r?.first || r.after_day >= r.today) continue;
    made += await catchUpOrders(db, restaurantId, r.first, r.after_day, r.today, now);
    for (let day = r.after_day; day < r.today; day = addDays(day, 1)) if (isMonthEnd(day)) await countMonthEnd(db, restaurantId, day);
  }
  return made;
};

const catchUpOrders = async (db: Db, restaurantId: string, first: string, afterDay: string, today: string, now: Date) => {
  const { rows: providers } = await db.execute<{ id: string; lead_time_days: number }>(
    sql`select id, lead_time_days from stock_providers order by name`,
  );
  const { rows: products } = await db.execute<{ id: string; provider_id: string; price: number; base: number }>(
    sql`select id, provider_id, package_price_cents as price, package_base_quantity as base
        from stock_products where archived_at is null order by name`,
  );
  const { rows: numbers } = await db.execute<{ n: number }>(
    sql`select coalesce(max(number), 0)::int as n from stock_orders where restaurant_id = ${restaurantId}`,
  );
  let number = numbers[0].n;
  let made = 0;
  const longest = Math.max(0, ...providers.map((p) => p.lead_time_days));
  // the first order day whose delivery may fall in the gap, on the seed's weekly grid
  const weeks = Math.max(0, Math.floor((Date.parse(afterDay) - Date.parse(first)) / DAY / 7) - Math.ceil(longest / 7) - 1);
  for (let day = addDays(first, weeks * 7); day < today; day = addDays(day, 7)) {
    const created = Date.parse(`${day}T09:00:00Z`);
    const consumed = await consumedBetween(db, restaurantId, addDays(day, -7), day);
    for (const provider of providers) {
      const receivedAt = created + provider.lead_time_days * DAY;
      const receivedDay = dayOf(receivedAt);
      if (receivedDay < afterDay || receivedDay >= today || receivedAt > now.getTime()) continue;
      const { rows: there } = await db.execute(
        sql`select 1 from stock_orders where restaurant_id = ${restaurantId} and provider_id = ${provider.id}
            and status = 'received' and created_at = ${new Date(created).toISOString()}::timestamptz`,
      );
      if (there.length) continue;
      const needed = products
        .filter((p) => p.provider_id === provider.id && (consumed.get(p.id) ?? 0) > 0)
        .map((p) => ({ product: p, packages: Math.ceil(((consumed.get(p.id) ?? 0) * 1.05) / p.base) }));
      if (!needed.length) continue;
      const orderId = newId();
      const receptionId = newId();
      await db.transaction(async (tx) => {
        await tx.insert(stockOrders).values({
          id: orderId,
          restaurant_id: restaurantId,
          number: ++number,
          provider_id: provider.id,
          status: 'received',
          sent_at: new Date(created),
          received_at: new Date(receivedAt),
          created_at: new Date(created),
          updated_at: new Date(created),
        });
        await tx.insert(stockOrderLines).values(
          needed.map((n, position) => ({
            id: newId(),
            restaurant_id: restaurantId,
            order_id: orderId,
            product_id: n.product.id,
            position,
            ordered_packages: n.packages,
            package_price_cents: n.product.price,
            received_packages: n.packages,
            received_price_cents: n.product.price,
          })),
        );
        await tx
          .insert(stockReceptions)
          .values({ id: receptionId, restaurant_id: restaurantId, order_id: orderId, received_at: new Date(receivedAt) });
        await tx.insert(stockReceptionLines).values(
          needed.map((n) => ({
            id: newId(),
            restaurant_id: restaurantId,
            reception_id: receptionId,
            product_id: n.product.id,
            packages: n.packages,
            package_price_cents: n.product.price,
          })),
        );
      });
      made++;
    }
  }
  return made;
};

/** A month end's inventory: the last validated counts + what was received since − what the sales consumed since. */
export const countMonthEnd = async (db: Db, restaurantId: string, day: string) => {
  const { rows: there } = await db.execute(
    sql`select 1 from stock_inventories where restaurant_id = ${restaurantId} and counted_on = ${day}::date`,
  );
  if (there.length) return;
  const { rows: last } = await db.execute<{ id: string; counted_on: string }>(
    sql`select id, counted_on::text as counted_on from stock_inventories
        where restaurant_id = ${restaurantId} and status = 'validated' and counted_on < ${day}::date
        order by counted_on desc limit 1`,
  );
  if (!last[0]) return;
  const { rows: held } = await db.execute<{
    product_id: string;
    unit: string;
    category: string;
    area: string | null;
    counted: number;
    received: string;
  }>(sql`
    with counted as (
      select product_id, storage_area, counted_base_quantity from stock_inventory_lines
      where restaurant_id = ${restaurantId} and inventory_id = ${last[0].id}),
    received as (${receivedSql(restaurantId, last[0].counted_on, day)})
    select sp.id as product_id, sp.unit, c.name as category, k.storage_area as area,
      coalesce(k.counted_base_quantity, 0)::int as counted, coalesce(rv.base_quantity, 0)::text as received
    from stock_products sp join stock_categories c on c.id = sp.category_id
    left join counted k on k.product_id = sp.id
    left join received rv on rv.product_id = sp.id
    where sp.archived_at is null and (k.product_id is not null or rv.product_id is not null)
    order by sp.name`);
  const consumed = await consumedBetween(db, restaurantId, addDays(last[0].counted_on, 1), addDays(day, 1));
  const { rows: numbers } = await db.execute<{ n: number }>(
    sql`select coalesce(max(number), 0)::int as n from stock_inventories where restaurant_id = ${restaurantId}`,
  );
  const id = newId();
  await db
    .insert(stockInventories)
    .values({ id, restaurant_id: restaurantId, number: numbers[0].n + 1, counted_on: day, note: 'Inventaire de fin de mois' });
  const lines = held.map((h) => {
    const q = h.counted + Number(h.received) - (consumed.get(h.product_id) ?? 0);
    const counted = h.unit === 'piece' ? Math.max(0, Math.round(q)) : Math.max(0, Math.round(q / 10) * 10);
    return {
      id: newId(),
      restaurant_id: restaurantId,
      inventory_id: id,
      product_id: h.product_id,
      storage_area: (h.area ?? areaOf(h.category)) as ReturnType<typeof areaOf>,
      counted_base_quantity: counted,
    };
  });
  if (lines.length) await db.insert(stockInventoryLines).values(lines);
  await validateInventory(db, platformScope(restaurantId), id);
};
