import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantPrimaryKey, tenantReference } from './columns';
import { restaurants } from './tenancy';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A restaurant role of the terminals (PRODUCT §3.1): a name, unique per restaurant, and permissions. */
export const caisseRoles = pgTable(
  'caisse_roles',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('caisse_roles_restaurant_name_key').on(t.restaurant_id, sql`lower(${t.name})`),
    // target of the POS users' (restaurant_id, role_id) foreign key: a user's role is of its own restaurant
    tenantPrimaryKey('caisse_roles', t),
  ],
);

/** A member of the restaurant staff on the terminals; only the argon2id hash of the PIN is kept. */
export const caissePosUsers = pgTable(
  'caisse_pos_users',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    role_id: uuid('role_id').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    pin_hash: text('pin_hash').notNull(),
    pin_updated_at: timestamp('pin_updated_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    tenantReference('caisse_pos_users_role_fk', { restaurant_id: t.restaurant_id, column: t.role_id }, caisseRoles),
    tenantPrimaryKey('caisse_pos_users', t),
    index('caisse_pos_users_restaurant_role_idx').on(t.restaurant_id, t.role_id),
    index('caisse_pos_users_restaurant_name_idx').on(t.restaurant_id, t.last_name, t.first_name),
  ],
);
