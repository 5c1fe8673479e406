import type { PageQuery } from '@fitfit/contracts';
import { and, asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { likePattern, offsetOf, sortKeyOf, toPage } from './paging';

interface PagedOptions<T extends PgTable> {
  db: Db;
  table: T;
  query: PageQuery & { sort?: string };
  /** Tenant scope and filters, ANDed. */
  where?: (SQL | undefined)[];
  /** Columns searched with ILIKE by the `search` text. */
  searchColumns?: AnyPgColumn[];
  /** Sortable columns by API name; the first is the default sort. */
  sortColumns: Record<string, AnyPgColumn>;
}

/** A paged, searched, sorted list of one table in the SPEC §3 envelope. */
export const pagedQuery = async <T extends PgTable>({ db, table, query, where = [], searchColumns = [], sortColumns }: PagedOptions<T>) => {
  const search = query.search && searchColumns.length ? or(...searchColumns.map((c) => ilike(c, likePattern(query.search)))) : undefined;
  const condition = and(...where, search);
  const sortKey = sortKeyOf(sortColumns, query.sort, Object.keys(sortColumns)[0]);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(condition)
      .orderBy(direction(sortColumns[sortKey]))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(condition),
  ]);
  return toPage(query, total, rows as T['$inferSelect'][]);
};
