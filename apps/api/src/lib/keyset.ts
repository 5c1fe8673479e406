import type { Page } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { badRequest } from './http-errors';
import { toPage } from './paging';

/**
 * Keyset (cursor) paging for the large tables (tickets, lines, records, readings): the next page starts after
 * the last row's (sort value, id) instead of OFFSET, so page 500 costs what page 1 costs. The answer keeps the
 * SPEC §3 envelope for the screens and adds `next_cursor` (null on the last page).
 */
export interface KeysetQuery {
  search: string;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
  cursor?: string;
}

interface KeysetOptions {
  select: SQL;
  from: SQL;
  /** Tenant scope and filters, already combined (start from inScope). */
  where: SQL;
  /** The sort expression (a date, usually) and the unique, time-ordered id that breaks ties. */
  sortBy: SQL;
  id: SQL;
  /** Count the matching rows for total_entries (bounded by the scope and filters); off for endless feeds. */
  count?: boolean;
  /**
   * One condition per restaurant of a network (`eachRestaurant`): each restaurant's page is read by its own
   * (restaurant, date) index and the pages are merged, so a network's page costs what a restaurant's does instead of
   * sorting every row of the range.
   */
  arms?: readonly SQL[];
}

export const encodeCursor = (value: unknown, id: string) => Buffer.from(JSON.stringify([value, id])).toString('base64url');
export const decodeCursor = (cursor: string): [unknown, string] => {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[1] === 'string') return parsed as [unknown, string];
  } catch {}
  throw badRequest('Le curseur de pagination est invalide', { cursor: 'Le curseur de pagination est invalide' });
};

export const keysetPage = async <T extends Record<string, unknown>>(
  db: Db,
  q: KeysetQuery,
  o: KeysetOptions,
): Promise<Page<T> & { next_cursor: string | null }> => {
  const desc = q.order !== 'asc';
  let after = sql`true`;
  if (q.cursor) {
    const [value, id] = decodeCursor(q.cursor);
    after = desc ? sql`(${o.sortBy}, ${o.id}) < (${value}, ${id})` : sql`(${o.sortBy}, ${o.id}) > (${value}, ${id})`;
  }
  const direction = desc ? sql`desc` : sql`asc`;
  const read = (arm: SQL) =>
    sql`select ${o.select}, ${o.sortBy} as _k, ${o.id} as _id from ${o.from} where (${o.where}) and ${arm} and ${after}
        order by ${o.sortBy} ${direction}, ${o.id} ${direction} limit ${q.per_page + 1}`;
  const [{ rows }, counted] = await Promise.all([
    db.execute<T & { _k: unknown; _id: string }>(
      o.arms?.length
        ? sql`select * from (${sql.join(
            o.arms.map((arm) => sql`(${read(arm)})`),
            sql` union all `,
          )}) u order by _k ${direction}, _id ${direction} limit ${q.per_page + 1}`
        : read(sql`true`),
    ),
    o.count === false ? Promise.resolve(undefined) : db.execute<{ n: number }>(sql`select count(*) as n from ${o.from} where ${o.where}`),
  ]);
  const more = rows.length > q.per_page;
  const page = rows.slice(0, q.per_page);
  const last = page.at(-1);
  const total = counted ? Number(counted.rows[0].n) : (q.page - 1) * q.per_page + page.length + (more ? 1 : 0);
  return {
    ...toPage(
      q,
      total,
      page.map(({ _k, _id, ...row }) => row as unknown as T),
    ),
    next_cursor: more && last ? encodeCursor(last._k instanceof Date ? last._k.toISOString() : last._k, last._id) : null,
  };
};
