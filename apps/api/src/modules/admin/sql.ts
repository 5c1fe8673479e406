import type { PageQuery } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { likePattern, offsetOf, sortKeyOf, toPage } from '../../lib/paging';

/** ISO 8601 text of a timestamptz column, as the response schemas expect. */
export const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `search` as an ILIKE over the given columns (true when empty). */
export const searchSql = (search: string, columns: SQL[]) =>
  search && columns.length
    ? sql`(${sql.join(
        columns.map((c) => sql`${c} ilike ${likePattern(search)}`),
        sql` or `,
      )})`
    : sql`true`;

interface PagedSqlOptions {
  select: SQL;
  from: SQL;
  where: SQL;
  /** Sortable expressions by API name; the first is the default. */
  sortColumns: Record<string, SQL>;
  /** Tie-breaker making the order stable. */
  tieBreaker: SQL;
}

/** A paged list over a joined query, in the SPEC §3 envelope. */
export const pagedSql = async <T extends Record<string, unknown>>(db: Db, q: PageQuery, o: PagedSqlOptions) => {
  const key = sortKeyOf(o.sortColumns, q.sort, Object.keys(o.sortColumns)[0]);
  const direction = q.order === 'asc' ? sql`asc` : sql`desc`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<T>(
      sql`select ${o.select} from ${o.from} where ${o.where} order by ${o.sortColumns[key]} ${direction} nulls last, ${o.tieBreaker} limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${o.from} where ${o.where}`),
  ]);
  return toPage(q, counted[0].n, rows);
};
