import { foreignKey, type PgColumn, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { restaurants } from './tenancy';

/**
 * Column and constraint helpers every tenant table uses (docs/architecture.md "Tables").
 * - `tenantId()`: restaurant_id, first column of every tenant table and of its indexes;
 * - `timeOrderedId()`: a UUIDv7 primary key made by the application, for a platform table that grows with activity
 *   (a tenant table's is `timeOrderedRowId()` in `tenantPrimaryKey`);
 * - `tenantPrimaryKey(name, t)`: the primary key (restaurant_id, id) of a tenant table, the target of composite foreign
 *   keys; `restaurant_id` in every primary key and unique constraint is the shape a distributed PostgreSQL needs
 *   (test/shard-ready.test.ts). Its id column is `uuid('id').notNull().defaultRandom()`, or `timeOrderedRowId()`
 *   (UUIDv7) for tables that grow with activity;
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

export const tenantReference = (
  name: string,
  child: { restaurant_id: PgColumn; column: PgColumn },
  parent: { restaurant_id: PgColumn; id: PgColumn },
) => foreignKey({ name, columns: [child.restaurant_id, child.column], foreignColumns: [parent.restaurant_id, parent.id] });

export const tenantPrimaryKey = (table: string, t: { restaurant_id: PgColumn; id: PgColumn }) =>
  primaryKey({ name: `${table}_pkey`, columns: [t.restaurant_id, t.id] });
