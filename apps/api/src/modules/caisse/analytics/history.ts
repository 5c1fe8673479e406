import { type SQL, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';
import { runRead } from './read';

/**
 * A restaurant's first business day: its first ticket, or its first closed day in the rollups (whichever is earlier),
 * each on its own index. Comparisons are covered from this day on (packages/contracts comparison.ts). `restaurantId`
 * is the SQL of the restaurant's id in the enclosing statement.
 */
export const firstDaySql = (restaurantId: SQL) => sql`least(
    (select t.business_date from caisse_tickets t where t.restaurant_id = ${restaurantId} order by t.business_date limit 1),
    (select u.business_date from caisse_sales_rollups u where u.restaurant_id = ${restaurantId} and u.dimension = 'day'
      order by u.business_date limit 1))::text`;

/** The first business day of each restaurant of the scope (null: no sale yet). */
export const firstDaysOf = (db: Queryable, scope: TenantScope) =>
  runRead<{ id: string; first_day: string | null }>(
    db,
    sql`select r.id, ${firstDaySql(sql`r.id`)} as first_day from restaurants r where ${inScope(scope, sql`r.id`)}`,
  );
