import {
  orderTypeLabels,
  paymentMethodLabels,
  type SalesDimension,
  type SalesRow,
  salesFigureKeys,
  ticketSourceLabels,
} from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { sumCents } from '../../../lib/money';
import { memoExecute } from '../../../lib/query-memo';
import { inScope, type TenantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';
import { aggregateSales } from './aggregate';

export interface DayRange {
  from: string;
  to: string;
}

/**
 * How far the rollups of a restaurant go: every ticket numbered up to `last_ticket_number` and every day up to
 * `rolled_through` is in them. A ticket numbered after that is either of a day after it, or a late ticket of a
 * closed day (`late`, rare): `late_from` is the earliest day of those, null when there is none.
 */
export type RollupState = { restaurant_id: string; rolled_through: string; last_ticket_number: number; late_from: string | null };

/** The columns of a restaurant's `RollupState`, `s` being its `caisse_sales_rollup_states` row (late tickets on their partial index). */
export const rollupStateColumns = sql`s.rolled_through::text as rolled_through, s.last_ticket_number,
  (select min(t.business_date)::text from caisse_tickets t
    where t.restaurant_id = s.restaurant_id and t.late and t.number > s.last_ticket_number) as late_from`;

/**
 * Runs a read through lib/query-memo.ts outside a transaction: its text written once per shape and sent as a named
 * statement, parsed once per connection. `generic`: on the pool whose statements are also planned once (the
 * sales reads: `$reports` in db/database.ts); otherwise PostgreSQL may plan it for its values on every run. In a
 * transaction (no pool), as usual.
 */
export const runRead = async <R extends Record<string, unknown>>(db: Queryable, query: SQL, generic = false): Promise<R[]> => {
  if (!('$client' in db && db.$client)) return (await db.execute(query)).rows as R[];
  const pools = db as Db;
  return memoExecute<R>(pools, query, generic && pools.$reports ? pools.$reports : pools.$client);
};

/** How far the rollups of the scope's restaurants go: read once per request, whatever the number of reads. */
const rollupStates = (db: Queryable, scope: TenantScope) =>
  runRead<RollupState>(
    db,
    sql`select s.restaurant_id, ${rollupStateColumns} from caisse_sales_rollup_states s where ${inScope(scope, sql`s.restaurant_id`)}`,
  );

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The tickets of the range the rollups do not hold yet, per restaurant of the scope: its days after its rollup mark,
 * and its late tickets numbered after the mark. Each is its own OR arm bounded on one index — (restaurant, business
 * date), or the partial index of late tickets — and only where the range reaches them: a range of closed days
 * without late tickets reads no ticket at all (null: the rollups alone). A restaurant never rolled up is read
 * whole over the range.
 */
const notRolledUp = (rows: readonly RollupState[], scope: TenantScope, range: DayRange): SQL | null => {
  const arms = rows.flatMap((s) => {
    const out: SQL[] = [];
    if (range.to > s.rolled_through)
      out.push(
        sql`(t.restaurant_id = ${s.restaurant_id} and t.business_date between ${later(range.from, nextDay(s.rolled_through))} and ${range.to})`,
      );
    if (s.late_from !== null && s.late_from <= range.to && range.from <= s.rolled_through)
      out.push(
        sql`(t.restaurant_id = ${s.restaurant_id} and t.late and t.number > ${s.last_ticket_number}
          and t.business_date between ${later(range.from, s.late_from)} and ${earlier(range.to, s.rolled_through)})`,
      );
    return out;
  });
  const inRange = sql`t.business_date between ${range.from} and ${range.to}`;
  const rolled = new Set(rows.map((s) => s.restaurant_id));
  const list = (ids: string[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  let never: SQL | null;
  if (scope.kind === 'restaurant')
    never = rolled.has(scope.restaurantId) ? null : sql`(t.restaurant_id = ${scope.restaurantId} and ${inRange})`;
  else if (scope.kind === 'restaurants') {
    const ids = scope.restaurantIds.filter((id) => !rolled.has(id));
    never = ids.length ? sql`(t.restaurant_id in (${list(ids)}) and ${inRange})` : null;
  } else never = rows.length ? sql`(t.restaurant_id not in (${list([...rolled])}) and ${inRange})` : sql`(${inRange})`;
  const all = never ? [never, ...arms] : arms;
  return all.length ? sql`(${sql.join(all, sql` or `)})` : null;
};

const enumLabels: Partial<Record<SalesDimension, Record<string, string>>> = {
  source: ticketSourceLabels,
  type: orderTypeLabels,
  payment: paymentMethodLabels,
};
const labelOf = (dimension: SalesDimension, key: string, label: string) => {
  if (dimension === 'vat') return `${(Number(key) / 100).toLocaleString('fr-FR')} %`;
  if (dimension === 'hour') return `${key} h`;
  if (dimension === 'pos_user' && !key) return 'Sans vendeur';
  return enumLabels[dimension]?.[key] ?? label ?? key;
};

export type DatedSalesRow = SalesRow & { business_date: string };

export type SalesGrouping = 'key' | 'day' | 'restaurant' | 'restaurant_day';
/** One read of `readSalesMany`: a dimension over a range, grouped. */
export interface SalesRead {
  dimension: SalesDimension;
  range: DayRange;
  by?: SalesGrouping;
}

/** One read as SQL: the rollups of the range plus the tickets they do not hold yet, summed by the grouping. */
const readSql = (states: readonly RollupState[], scope: TenantScope, { dimension, range, by = 'key' }: SalesRead) => {
  const byDay = by === 'day' || by === 'restaurant_day';
  const byRestaurant = by === 'restaurant' || by === 'restaurant_day';
  const raw = notRolledUp(states, scope, range);
  const group = sql.join([...(byRestaurant ? [sql`restaurant_id`] : []), ...(byDay ? [sql`business_date`] : []), sql`key`], sql`, `);
  return sql`select ${byDay ? sql`business_date::text` : sql`''`} as business_date, ${byRestaurant ? sql`restaurant_id::text` : sql`''`} as restaurant_id,
        key, max(label) as label, ${sql.join(
          salesFigureKeys.map((k) => sql`${sumCents(sql`${sql.identifier(k)}`)} as ${sql.identifier(k)}`),
          sql`, `,
        )}
      from (
        select restaurant_id, business_date, dimension, key, label, ${sql.raw(salesFigureKeys.join(', '))} from caisse_sales_rollups
          where ${inScope(scope, sql`restaurant_id`)} and dimension = ${dimension} and business_date between ${range.from} and ${range.to}
        ${raw ? sql`union all ${aggregateSales(dimension, raw)}` : sql``}
      ) u group by ${group}`;
};

type ReadRow = DatedSalesRow & { restaurant_id: string };

/**
 * Several reads of the figures, the rollup marks read once for all of them (or given by the caller: `clocksOf` reads
 * them with the restaurants' clocks). Each read is its own statement, run side by side: one `union all` of every read
 * measured slower (bench/README.md "Analytics": 41 → 56 ms of CPU per dashboard), so the reads stay apart.
 */
export const readSalesMany = async (
  db: Queryable,
  scope: TenantScope,
  reads: readonly SalesRead[],
  /** The scope's rollup marks when the caller read them already (`clocksOf`), saving a statement. */
  known?: readonly RollupState[],
): Promise<ReadRow[][]> => {
  if (!reads.length) return [];
  const states = known ?? (await rollupStates(db, scope));
  return Promise.all(
    reads.map(async (read) => {
      // the statement names its columns as a row's fields (figures as int8, read as numbers): only the label is made here
      const rows = await runRead<ReadRow>(db, sql`${readSql(states, scope, read)} order by restaurant_id, business_date, key`, true);
      for (const r of rows) r.label = labelOf(read.dimension, r.key, r.label);
      return rows;
    }),
  );
};

/**
 * The figures of `dimension` over a business-day range and a scope (one restaurant or a network): closed days
 * from the rollups, the rest from the tickets, with the same SQL. `by` groups by key, by day (and key), by
 * restaurant (and key), or by restaurant and day (and key).
 */
export const readSales = async (
  db: Queryable,
  scope: TenantScope,
  dimension: SalesDimension,
  range: DayRange,
  by: SalesGrouping = 'key',
): Promise<ReadRow[]> => (await readSalesMany(db, scope, [{ dimension, range, by }]))[0];
