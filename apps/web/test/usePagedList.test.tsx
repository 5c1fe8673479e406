import { adminEndpoints } from '@fitfit/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { platformEntry } from '../src/lib/resource';
import { useEntity, useLookupList, usePagedList } from '../src/ui/usePagedList';
import { fakeApi, pageOf } from './fake-api';
import { newQueryClient } from './render';

const marks = platformEntry('admin/marks', adminEndpoints.marks);
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={newQueryClient()}>{children}</QueryClientProvider>;
const rows = [
  { id: 'm1', name: 'Burger & Co' },
  { id: 'm2', name: 'Pizza Roma' },
];

describe('usePagedList state', () => {
  it('starts on page 1 with the given sort; toggling a column goes asc, desc, and asc on another column', async () => {
    fakeApi((req) => pageOf(rows, Number(req.query.page), 15));
    const { result } = renderHook(() => usePagedList(marks, { sort: 'name', order: 'asc' }), { wrapper });
    expect(result.current.state).toEqual({ search: '', page: 1, order: 'asc', sort: 'name' });
    act(() => result.current.toggleSort('name'));
    expect(result.current.state).toMatchObject({ sort: 'name', order: 'desc' });
    act(() => result.current.toggleSort('name'));
    expect(result.current.state).toMatchObject({ sort: 'name', order: 'asc' });
    act(() => result.current.toggleSort('created_at'));
    expect(result.current.state).toMatchObject({ sort: 'created_at', order: 'asc' });
    await waitFor(() => expect(result.current.data?.total_entries).toBe(2));
  });
});

describe('useLookupList', () => {
  it('loads the first 100 entries sorted by name for a select, answering the rows', async () => {
    const requests = fakeApi(() => pageOf(rows, 1, 100));
    const { result } = renderHook(() => useLookupList(marks), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(rows));
    expect(requests[0].query).toEqual({ page: '1', per_page: '100', order: 'asc', sort: 'name' });
  });

  it('asks nothing without a resource (a select waiting for its parent choice)', async () => {
    const requests = fakeApi(() => pageOf(rows, 1, 100));
    const { result } = renderHook(() => useLookupList(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(requests).toEqual([]);
  });
});

describe('useEntity', () => {
  it('loads one entry by id, and asks nothing without an id', async () => {
    const requests = fakeApi(() => rows[0]);
    const none = renderHook(() => useEntity(marks, undefined), { wrapper });
    const one = renderHook(() => useEntity(marks, 'm1'), { wrapper });
    await waitFor(() => expect(one.result.current.data).toEqual(rows[0]));
    expect(none.result.current.fetchStatus).toBe('idle');
    expect(requests.map((r) => r.path)).toEqual(['admin/marks/m1']);
  });
});
