import { type CursorPageQuery, PAGE_SIZE, type Page, SEARCH_DEBOUNCE_MS } from '@fitfit/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResourceKeys } from '../lib/queryKeys';
import type { ListState } from './usePagedList';

export type CursorPage<T> = Page<T> & { next_cursor: string | null };
type CursorQuery = Partial<CursorPageQuery> & Record<string, string | number | undefined>;
/** A keyset-paged list: its cache keys and the call of its page through its descriptor, which types its rows. */
export interface CursorSource<T> {
  keys: ResourceKeys;
  page(query: CursorQuery, signal?: AbortSignal): Promise<CursorPage<T>>;
}

/**
 * A keyset-paged list (tickets, journal…: SPEC §3 envelope plus `next_cursor`). The cursors of the pages
 * already seen are kept, so "previous" goes back exactly where it was; a new search or filter starts over.
 * Same shape as `usePagedList`, so DataTable shows it (with `CursorPager` for the pages).
 */
export const useCursorList = <T>(
  resource: CursorSource<T>,
  filters: Record<string, string | number | undefined> = {},
  perPage = PAGE_SIZE,
) => {
  const [search, setSearchText] = useState('');
  // cursors[i] opens page i + 1 (undefined: the first page)
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filterKey = JSON.stringify({ debounced, filters });
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    setCursors([undefined]);
  }
  const index = filterKey === lastFilterKey ? cursors.length - 1 : 0;
  const query: CursorQuery = {
    search: debounced,
    per_page: perPage,
    page: index + 1,
    cursor: cursors[index],
    ...filters,
  };
  const result = useQuery({
    queryKey: resource.keys.list(query),
    queryFn: ({ signal }) => resource.page(query, signal),
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  const state: ListState = { search, page: index + 1, order: 'desc' };
  return {
    query: result,
    data: data as Page<T> | undefined,
    state,
    setSearch: setSearchText,
    setPage: (page: number) => setCursors((c) => (page < c.length ? c.slice(0, Math.max(page, 1)) : c)),
    toggleSort: () => undefined,
    hasPrevious: index > 0,
    hasNext: Boolean(data?.next_cursor),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    next: () => {
      const cursor = data?.next_cursor;
      if (cursor) setCursors((c) => [...c, cursor]);
    },
  };
};
export type CursorList<T> = ReturnType<typeof useCursorList<T>>;
