import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { restaurantResource } from '../src/lib/resource';
import { useRefresh } from '../src/ui/useRefresh';

describe('useRefresh', () => {
  it('marks stale what each key covers (a resource’s lists and details), nothing else, and waits for it', async () => {
    const products = restaurantResource('r1', 'caisse', 'products');
    const tags = restaurantResource('r1', 'caisse', 'tags');
    const elsewhere = restaurantResource('r2', 'caisse', 'products');
    const client = new QueryClient();
    const keys = [
      products.keys.list({ page: 1 }),
      products.keys.detail('p1'),
      tags.keys.list({}),
      elsewhere.keys.list({ page: 1 }),
      ['card'],
    ];
    for (const key of keys) client.setQueryData(key, 'données');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRefresh(), { wrapper });
    let answer: unknown = 'pending';
    await act(async () => {
      answer = await result.current(products.keys.all, ['card']);
    });
    expect(answer).toBeUndefined();
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([products.keys.list({ page: 1 }), products.keys.detail('p1'), ['card']]);
  });
});
