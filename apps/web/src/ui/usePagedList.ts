import { PAGE_SIZE, type Page, SEARCH_DEBOUNCE_MS } from '@fitfit/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../lib/http';

export interface ListState {
  search: string;
  page: number;
  order: 'asc' | 'desc';
  sort?: string;
}

/**
 * A server-paged list (SPEC §7: search, page, per_page 15, order desc) with a debounced search; `filters`
 * are extra query parameters (their change resets to page 1).
 */
export const usePagedList = <T>(
  path: string,
  options: { filters?: Record<string, string | number | boolean | undefined>; sort?: string; order?: 'asc' | 'desc' } = {},
) => {
  const [state, setState] = useState<ListState>({ search: '', page: 1, order: options.order ?? 'desc', sort: options.sort });
  const [search] = useDebouncedValue(state.search, SEARCH_DEBOUNCE_MS);
  const filters = options.filters ?? {};
  const query = useQuery({
    queryKey: ['list', path, search, state.page, state.order, state.sort, filters],
    queryFn: ({ signal }) =>
      api.page<T>(path, { search, page: state.page, per_page: PAGE_SIZE, order: state.order, sort: state.sort, ...filters }, signal),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    data: query.data as Page<T> | undefined,
    state,
    setSearch: (value: string) => setState((s) => ({ ...s, search: value, page: 1 })),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    toggleSort: (sort: string) => setState((s) => ({ ...s, sort, order: s.sort === sort && s.order === 'asc' ? 'desc' : 'asc', page: 1 })),
  };
};
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
