import type { Page, PageQuery } from '@fitfit/contracts';
import { and, count, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { likePattern, offsetOf, toPage } from './paging';
import { memoExecute, memoSelect } from './query-memo';

type Expr = AnyPgColumn | SQL;
type Direction = 'asc' | 'desc';

/**
 * What a paged list is, whatever it reads: its filters, its search and its sorts. Every SPEC §3 list of the
 * API is written with this one shape (docs/architecture.md "Lists"); the large, growing tables use keysetPage.
 */
interface ListShape {
  db: Db;
  query: PageQuery & { sort?: string };
  /** Tenant scope and filters, ANDed: start from inScope. */
  where?: (SQL | undefined)[];
  /** Searched with ILIKE by the `search` text (any of them). */
  searchColumns?: Expr[];
  /**
   * Sortable expressions by API name; the first is the default. Several expressions sort by each in turn in
   * the asked direction; a function writes its own ORDER BY terms (a mixed direction, NULLS LAST…).
   */
  sortColumns: Record<string, Expr | readonly Expr[] | ((direction: Direction) => SQL[])>;
  /** Unique expression ending the ORDER BY (the id), so two pages never share or skip a row. */
  tieBreaker?: Expr;
}

/** Read from one table: rows as Drizzle maps them. */
type TableSource<T extends PgTable> = { table: T };
/** Read from a Drizzle select, joins included (`db.select(…).from(…).leftJoin(…).$dynamic()`): rows as it maps them. */
type BuilderSource<Q extends PgSelect> = { select: Q; countFrom: PgTable | SQL };
/** Read from SQL: `select` columns `from` tables, rows as PostgreSQL answers them (timestamps through `iso`). */
type SqlSource = { select: SQL; from: SQL };

const orderTerms = ({ query, sortColumns, tieBreaker }: ListShape): SQL[] => {
  const direction: Direction = query.order === 'asc' ? 'asc' : 'desc';
  // Own keys only: a `sort` such as "constructor" or "__proto__" falls back to the default.
  const key = query.sort && Object.hasOwn(sortColumns, query.sort) ? query.sort : Object.keys(sortColumns)[0];
  const chosen = sortColumns[key];
  const terms = typeof chosen === 'function' ? chosen(direction) : [chosen].flat().map((e) => sql`${e} ${sql.raw(direction)} nulls last`);
  return tieBreaker ? [...terms, sql`${tieBreaker}`] : terms;
};

const condition = ({ query, where = [], searchColumns = [] }: ListShape) => {
  const pattern = likePattern(query.search);
  const search =
    query.search && searchColumns.length
      ? sql`(${sql.join(
          searchColumns.map((c) => sql`${c} ilike ${pattern}`),
          sql` or `,
        )})`
      : undefined;
  return and(...where, search) ?? sql`true`;
};

/**
 * A paged, searched, sorted list in the SPEC §3 envelope (count + OFFSET: for lists a person pages through).
 * Its two queries go through lib/query-memo.ts: SQL text written once per shape, sent as named statements.
 */
export function pagedQuery<T extends PgTable>(o: ListShape & TableSource<T>): Promise<Page<T['$inferSelect']>>;
export function pagedQuery<Q extends PgSelect>(o: ListShape & BuilderSource<Q>): Promise<Page<Awaited<Q>[number]>>;
export function pagedQuery<R extends Record<string, unknown>>(o: ListShape & SqlSource): Promise<Page<R>>;
export async function pagedQuery(o: ListShape & (TableSource<PgTable> | BuilderSource<PgSelect> | SqlSource)): Promise<Page<unknown>> {
  const { db, query } = o;
  const where = condition(o);
  const order = orderTerms(o);
  const offset = offsetOf(query);
  if ('from' in o) {
    const [rows, counted] = await Promise.all([
      memoExecute(
        db,
        sql`select ${o.select} from ${o.from} where ${where}
        order by ${sql.join(order, sql`, `)} limit ${query.per_page} offset ${offset}`,
      ),
      memoExecute<{ n: number }>(db, sql`select count(*) as n from ${o.from} where ${where}`),
    ]);
    return toPage(query, Number(counted[0].n), rows);
  }
  const select = 'table' in o ? db.select().from(o.table).$dynamic() : o.select;
  const countFrom = 'table' in o ? o.table : o.countFrom;
  const [rows, [{ total }]] = await Promise.all([
    memoSelect(
      select
        .where(where)
        .orderBy(...order)
        .limit(query.per_page)
        .offset(offset),
    ),
    memoSelect(
      db
        .select({ total: count() })
        .from(countFrom as PgTable)
        .where(where)
        .$dynamic(),
    ),
  ]);
  return toPage(query, total, rows);
}
