import { foreignKey, type PgColumn, primaryKey, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { restaurants } from './tenancy';

/**
 * Column and constraint helpers every tenant table uses (docs/architecture.md "Tables").
 * - `tenantId()`: restaurant_id, first column of every tenant table and of its indexes;
 * - `timeOrderedId()`: a UUIDv7 primary key made by the application, for tables that grow with activity;
 * - `tenantPrimaryKey(name, t)`: the primary key (restaurant_id, id) of a tenant table, the target of composite foreign
 *   keys; `restaurant_id` in every primary key and unique constraint is the shape a distributed PostgreSQL needs
 *   (test/shard-ready.test.ts). Its id column is `uuid('id').notNull().defaultRandom()`, or `timeOrderedRowId()`
 *   (UUIDv7) for tables that grow with activity;
 * - `tenantKey(t)`: unique (restaurant_id, id) beside an `id` primary key, the older shape being moved off;
 * - `tenantReference(...)`: (restaurant_id, x_id) → parent (restaurant_id, id), so PostgreSQL itself refuses a
 *   row that points at another restaurant's row.
 */
export const tenantId = () =>
  uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const timeOrderedId = () => uuid('id').primaryKey().$defaultFn(newId);

export const timeOrderedRowId = () => uuid('id').notNull().$defaultFn(newId);

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const tenantKey = (table: string, t: { restaurant_id: PgColumn; id: PgColumn }) =>
  unique(`${table}_restaurant_id_id_key`).on(t.restaurant_id, t.id);

export const tenantReference = (
  name: string,
  child: { restaurant_id: PgColumn; column: PgColumn },
  parent: { restaurant_id: PgColumn; id: PgColumn },
) => foreignKey({ name, columns: [child.restaurant_id, child.column], foreignColumns: [parent.restaurant_id, parent.id] });

export const tenantPrimaryKey = (table: string, t: { restaurant_id: PgColumn; id: PgColumn }) =>
  primaryKey({ name: `${table}_pkey`, columns: [t.restaurant_id, t.id] });
