import { PAGE_SIZE, type Page, SEARCH_DEBOUNCE_MS } from '@fitfit/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResourceKeys } from '../lib/queryKeys';
import type { ListQuery } from '../lib/resource';

export type { ListQuery };
/** A list's page through its endpoint descriptor (`call(…)`, `entryCalls(…).page`): its rows are typed by the contract. */
export type PageFetch<T> = (query: ListQuery, signal?: AbortSignal) => Promise<Page<T>>;
/** A list: its cache keys and the call of its page. */
export interface ListSource<T> {
  keys: ResourceKeys;
  page: PageFetch<T>;
}

export interface ListState {
  search: string;
  page: number;
  order: 'asc' | 'desc';
  sort?: string;
}

/**
 * A server-paged list (SPEC §7: search, page, per_page 15, order desc) with a debounced search; `filters`
 * are extra query parameters (their change resets to page 1). Cached under the resource's `list(query)`.
 */
export const usePagedList = <T>(
  resource: ListSource<T>,
  options: {
    filters?: Record<string, string | number | boolean | undefined>;
    sort?: string;
    order?: 'asc' | 'desc';
    /** Another call of the same list's page than the resource's own (typed as well). */
    fetch?: PageFetch<T>;
  } = {},
) => {
  const [state, setState] = useState<ListState>({ search: '', page: 1, order: options.order ?? 'desc', sort: options.sort });
  const [search] = useDebouncedValue(state.search, SEARCH_DEBOUNCE_MS);
  // A new search (once debounced) or filter starts from page 1: page 3 of fewer results would show nothing, and
  // resetting on each keystroke would first fetch page 1 of the old results.
  const filterKey = JSON.stringify([search, options.filters ?? {}]);
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    setState((s) => ({ ...s, page: 1 }));
  }
  const page = filterKey === lastFilterKey ? state.page : 1;
  const query = { search, page, per_page: PAGE_SIZE, order: state.order, sort: state.sort, ...options.filters };
  const result = useQuery({
    queryKey: resource.keys.list(query),
    queryFn: ({ signal }) => (options.fetch ?? resource.page)(query, signal),
    placeholderData: keepPreviousData,
  });
  return {
    query: result,
    data: result.data as Page<T> | undefined,
    state,
    setSearch: (value: string) => setState((s) => ({ ...s, search: value })),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    toggleSort: (sort: string) => setState((s) => ({ ...s, sort, order: s.sort === sort && s.order === 'asc' ? 'desc' : 'asc', page: 1 })),
  };
};
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/**
 * The first entries of a resource for a Select or a filter (one page, ascending by `sort`), cached among
 * the resource's lists so that any write to it refreshes the choices too.
 */
export const useLookupList = <T>(
  resource: ListSource<T> | null,
  { sort = 'name', perPage = 100 }: { sort?: string; perPage?: number } = {},
) => {
  const query = { page: 1, per_page: perPage, order: 'asc' as const, sort };
  return useQuery({
    queryKey: resource ? resource.keys.list(query) : ['lookup-disabled'],
    queryFn: ({ signal }) => (resource as ListSource<T>).page(query, signal),
    enabled: resource !== null,
    select: (page: Page<T>) => page.data,
  });
};

/** One entry and the call that reads it. */
export interface EntitySource<T> {
  keys: ResourceKeys;
  get(id: string, signal?: AbortSignal): Promise<T>;
}

/** One entry by id (edit pages); disabled without an id. */
export const useEntity = <T>(resource: EntitySource<T> | null, id: string | undefined) =>
  useQuery({
    queryKey: resource && id ? resource.keys.detail(id) : ['entity-disabled'],
    queryFn: ({ signal }) => (resource as EntitySource<T>).get(id as string, signal),
    enabled: resource !== null && Boolean(id),
  });
