import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A brand / franchise network (PRODUCT §1). Rates in basis points of revenue HT. */
export const marks = pgTable(
  'marks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logo_url: text('logo_url'),
    primary_color: text('primary_color'),
    royalty_rate_bp: integer('royalty_rate_bp').notNull().default(0),
    advertising_rate_bp: integer('advertising_rate_bp').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('marks_name_key').on(sql`lower(${t.name})`)],
);

export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mark_id: uuid('mark_id').references(() => marks.id),
    name: text('name').notNull(),
    legal_name: text('legal_name'),
    siret: text('siret'),
    vat_number: text('vat_number'),
    naf_code: text('naf_code'),
    address_line: text('address_line'),
    postal_code: text('postal_code'),
    city: text('city'),
    country: text('country').notNull().default('FR'),
    phone: text('phone'),
    email: text('email'),
    timezone: text('timezone').notNull().default('Europe/Paris'),
    currency: text('currency').notNull().default('EUR'),
    day_change_hour: smallint('day_change_hour').notNull().default(5),
    seats: integer('seats'),
    category: text('category'),
    logo_url: text('logo_url'),
    sponsor_user_id: uuid('sponsor_user_id').references(() => users.id),
    registration_completed_at: timestamp('registration_completed_at', { withTimezone: true }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('restaurants_mark_idx').on(t.mark_id), index('restaurants_sponsor_idx').on(t.sponsor_user_id)],
);

/** People who sign in; `restaurants.sponsor_user_id` points here, so both live in this file. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    role: text('role', { enum: ['admin', 'restorer', 'franchisor', 'saler'] }).notNull(),
    phone: text('phone'),
    avatar_url: text('avatar_url'),
    // the restaurant last chosen, a preference read through the access checks: not a foreign key, since a platform
    // (reference) table cannot point at a tenant row once sharded (docs/scaling.md « Ready to shard »)
    current_restaurant_id: uuid('current_restaurant_id'),
    sponsor_type: text('sponsor_type'),
    affiliate_code: text('affiliate_code').unique(),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_role_idx').on(t.role)],
);

/** Restaurants a restorer acts for. */
export const restaurantUsers = pgTable(
  'restaurant_users',
  {
    restaurant_id: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** owner | manager | accountant (contracts memberAccesses): what the member may do in this restaurant. */
    access: text('access', { enum: ['owner', 'manager', 'accountant'] })
      .notNull()
      .default('owner'),
    /** Removed from the restaurant (kept for the history of who did what); no longer acts for it. */
    removed_at: timestamp('removed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.user_id] }),
    index('restaurant_users_user_idx').on(t.user_id),
    check('restaurant_users_access_check', sql`${t.access} in ('owner', 'manager', 'accountant')`),
  ],
);

/** Marks a franchisor acts for: it sees all their restaurants. */
export const markUsers = pgTable(
  'mark_users',
  {
    mark_id: uuid('mark_id')
      .notNull()
      .references(() => marks.id),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mark_id, t.user_id] }), index('mark_users_user_idx').on(t.user_id)],
);

export const fitfitModules = pgTable('fitfit_modules', {
  id: uuid('id').primaryKey().defaultRandom(),
  code_name: text('code_name').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  monthly_price_cents: integer('monthly_price_cents').notNull().default(0),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

/** Which modules a restaurant holds, from/to dates and an optional price override. */
export const fitfitModuleRestaurants = pgTable(
  'fitfit_module_restaurants',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    fitfit_module_id: uuid('fitfit_module_id')
      .notNull()
      .references(() => fitfitModules.id),
    starts_on: date('starts_on').notNull().defaultNow(),
    ends_on: date('ends_on'),
    price_cents_override: integer('price_cents_override'),
    ...timestamps,
  },
  (t) => [
    // tenantPrimaryKey's shape, written out: db/schema/columns.ts imports this file
    primaryKey({ name: 'fitfit_module_restaurants_pkey', columns: [t.restaurant_id, t.id] }),
    uniqueIndex('fmr_restaurant_module_key').on(t.restaurant_id, t.fitfit_module_id),
  ],
);
