import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { newId } from '../../lib/ids';
import type { Db } from '../database';
import { stockOrderLines, stockOrders, stockReceptionLines, stockReceptions } from '../schema';

const DAY = 86_400_000;
/** A small deterministic generator: the same demo on every start. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const chunked = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
};

/**
 * Demo orders (PRODUCT §9) for the restaurants holding fitfit_stocks: every week of the last `days`, one
 * order per provider of a dozen products, received after the provider's lead time (one delivery in ten
 * short, one price in twenty different from the order); this week a draft and a sent order wait.
 */
export const seedStockOrders = async (db: Db, days = loadConfig().DEMO_DAYS) => {
  const { rows: restaurants } = await db.execute<{ id: string }>(sql`
    select fmr.restaurant_id as id from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
    where m.code_name = 'fitfit_stocks' order by fmr.restaurant_id`);
  const { rows: providers } = await db.execute<{ id: string; lead_time_days: number }>(
    sql`select id, lead_time_days from stock_providers order by name`,
  );
  const { rows: products } = await db.execute<{ id: string; provider_id: string; price: number }>(
    sql`select id, provider_id, package_price_cents as price from stock_products where archived_at is null order by name`,
  );
  const orders: (typeof stockOrders.$inferInsert)[] = [];
  const lines: (typeof stockOrderLines.$inferInsert)[] = [];
  const receptions: (typeof stockReceptions.$inferInsert)[] = [];
  const receptionLines: (typeof stockReceptionLines.$inferInsert)[] = [];
  const weeks = Math.max(1, Math.ceil(days / 7));
  const now = Date.now();
  for (const [r, restaurant] of restaurants.entries()) {
    const rand = random(1000 + r);
    let number = 0;
    for (let week = weeks; week >= 0; week--) {
      for (const provider of providers) {
        const catalogue = products.filter((p) => p.provider_id === provider.id);
        const created = new Date(now - week * 7 * DAY - 2 * DAY);
        const status = week > 0 ? 'received' : provider === providers[0] ? 'draft' : provider === providers[1] ? 'sent' : null;
        if (!status) continue;
        const orderId = newId();
        const receivedAt = new Date(created.getTime() + provider.lead_time_days * DAY);
        orders.push({
          id: orderId,
          restaurant_id: restaurant.id,
          number: ++number,
          provider_id: provider.id,
          status,
          sent_at: status === 'draft' ? null : created,
          received_at: status === 'received' ? receivedAt : null,
          created_at: created,
          updated_at: created,
        });
        const chosen = catalogue.filter(() => rand() < 12 / catalogue.length);
        const receptionId = newId();
        if (status === 'received')
          receptions.push({ id: receptionId, restaurant_id: restaurant.id, order_id: orderId, received_at: receivedAt });
        for (const [position, p] of chosen.entries()) {
          const ordered = 1 + Math.floor(rand() * 4);
          const delivered = status === 'received' ? (rand() < 0.1 ? ordered - 1 : ordered) : 0;
          const price = rand() < 0.05 ? Math.round(p.price * 1.04) : p.price;
          lines.push({
            id: newId(),
            restaurant_id: restaurant.id,
            order_id: orderId,
            product_id: p.id,
            position,
            ordered_packages: ordered,
            package_price_cents: p.price,
            received_packages: delivered,
            received_price_cents: status === 'received' ? price : null,
          });
          if (delivered > 0)
            receptionLines.push({
              id: newId(),
              restaurant_id: restaurant.id,
              reception_id: receptionId,
              product_id: p.id,
              packages: delivered,
              package_price_cents: price,
            });
        }
      }
    }
  }
  await chunked(orders, (part) => db.insert(stockOrders).values(part));
  await chunked(lines, (part) => db.insert(stockOrderLines).values(part));
  await chunked(receptions, (part) => db.insert(stockReceptions).values(part));
  await chunked(receptionLines, (part) => db.insert(stockReceptionLines).values(part));
};
