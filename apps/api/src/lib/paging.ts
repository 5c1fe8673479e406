import type { Page, PageQuery } from '@fitfit/contracts';

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.per_page;

/** Builds the SPEC §3 paging envelope. */
export const toPage = <T>(q: PageQuery, total: number, data: T[]): Page<T> => ({
  search: q.search,
  order: q.order,
  current_page: q.page,
  per_page: q.per_page,
  total_entries: total,
  total_pages: Math.max(1, Math.ceil(total / q.per_page)),
  data,
});

/** The envelope of one page of rows already all in memory (a few hundred period sums, not a table). */
export const pageOfAll = <T>(q: PageQuery, all: T[]): Page<T> => toPage(q, all.length, all.slice(offsetOf(q), offsetOf(q) + q.per_page));

/** Escapes LIKE wildcards in a user's search text. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The sort key a list accepts: an own key of its sort map, else its default. `in` would also match
 * inherited names (`constructor`, `__proto__`, `toString`) and send a function to the SQL builder.
 */
export const sortKeyOf = <K extends string>(sorts: Record<K, unknown>, requested: string | undefined, fallback: K): K =>
  requested !== undefined && Object.hasOwn(sorts, requested) ? (requested as K) : fallback;
