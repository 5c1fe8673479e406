import { customType, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPrimaryKey } from './columns';
import { restaurants } from './tenancy';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const hardwareKinds = ['pos_terminal', 'printer', 'cash_drawer', 'kitchen_screen', 'payment_terminal'] as const;

/** Equipment catalogue (SPEC "hardwares", PRODUCT §2). */
export const hardwares = pgTable('hardwares', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: hardwareKinds }).notNull(),
  brand: text('brand').notNull(),
  model: text('model').notNull(),
  description: text('description'),
  price_cents: integer('price_cents').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What is installed where. A POS terminal carries a device API key: only its SHA-256 is stored, the key
 * is shown once at creation or rotation; terminals authenticate with it (see plugins/auth.ts).
 */
export const restaurantHardwares = pgTable(
  'restaurant_hardwares',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    hardware_id: uuid('hardware_id')
      .notNull()
      .references(() => hardwares.id),
    label: text('label'),
    serial_number: text('serial_number'),
    installed_on: date('installed_on'),
    api_key_hash: bytea('api_key_hash'),
    api_key_prefix: text('api_key_prefix'),
    api_key_rotated_at: timestamp('api_key_rotated_at', { withTimezone: true }),
    removed_at: timestamp('removed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('restaurant_hardwares_restaurant_idx').on(t.restaurant_id),
    // what the registers of tickets, cash movements, countings and transfers point at, with their restaurant
    tenantPrimaryKey('restaurant_hardwares', t),
    // a device signs in with its key alone: the hash of 32 random bytes finds it (not a unique constraint, which a
    // sharded database could only keep within a restaurant)
    index('restaurant_hardwares_api_key_idx').on(t.api_key_hash),
  ],
);
