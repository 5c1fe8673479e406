import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';

/** A validated inventory and its value: the stock a restaurant held at the close of `counted_on`. */
export interface InventoryValue {
  inventory_id: string;
  /** The inventory's date (YYYY-MM-DD): it counts the stock at the close of that day. */
  counted_on: string;
  /** Sum of its lines, each counted quantity at the last purchase price up to that date, in cents (64-bit). */
  value_cents: number;
}

/**
 * The stock value of a restaurant at a date, for the PNL's stock variation (PRODUCT §7: purchases − stock
 * variation = consumption): the last VALIDATED inventory dated on or before `date` (YYYY-MM-DD), or null when
 * the restaurant has none. Inventories in progress are never read. Takes the database or a transaction.
 *
 * ```ts
 * const opening = await inventoryValueAt(db, restaurantId, '2026-09-30'); // stock at the start of October
 * const closing = await inventoryValueAt(db, restaurantId, '2026-10-31');
 * const variation = (opening?.value_cents ?? 0) - (closing?.value_cents ?? 0);
 * ```
 * The dates returned tell whether the inventory is really the one of that day (a month without inventory
 * answers the previous one).
 */
export const inventoryValueAt = async (db: Queryable, restaurantId: string, date: string): Promise<InventoryValue | null> => {
  const { rows } = await db.execute<{ inventory_id: string; counted_on: string; value_cents: string | number }>(sql`
    select id as inventory_id, counted_on::text as counted_on, coalesce(value_cents, 0) as value_cents
    from stock_inventories
    where restaurant_id = ${restaurantId} and status = 'validated' and counted_on <= ${date}::date
    order by counted_on desc limit 1`);
  const row = rows[0];
  return row ? { inventory_id: row.inventory_id, counted_on: row.counted_on, value_cents: Number(row.value_cents) } : null;
};
