import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';

/**
 * The demo restaurants (docs/demo.md) and how far their demo went: the catch-up at each start outside production
 * generates the sales after `sales_through`, the live demo terminal runs only for these restaurants. A restaurant
 * without a row is never touched by the demo.
 */
export const demoRestaurants = pgTable('demo_restaurants', {
  restaurant_id: tenantId().primaryKey(),
  /** Seed of the restaurant's generator (caisse-ledger.ts): each catch-up draws from it and the day it starts. */
  seed: integer('seed').notNull(),
  /** The instant up to which the demo has made this restaurant's sales (seed, catch-up, live terminal). */
  sales_through: timestamp('sales_through', { withTimezone: true }).notNull(),
  /**
   * The instant up to which the demo has made this restaurant's daily records (customers, HACCP readings): the live
   * terminal sells without them, so they go on from here. Null (a demo registered before the column): `sales_through`.
   */
  records_through: timestamp('records_through', { withTimezone: true }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
