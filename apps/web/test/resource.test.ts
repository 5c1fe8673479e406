import { caisseCustomerEndpoints, haccpEndpoints } from '@fitfit/contracts';
import { describe, expect, it } from 'vitest';
import { entryCalls, platformResource, restaurantEntry, restaurantResource } from '../src/lib/resource';
import { fakeApi } from './fake-api';

describe('resources', () => {
  it('a restaurant collection lives under its restaurant, keyed by module then restaurant', () => {
    const products = restaurantResource('r1', 'caisse', 'products');
    expect(products.path).toBe('restaurants/r1/caisse/products');
    expect(products.item('p1')).toBe('restaurants/r1/caisse/products/p1');
    expect(products.keys.all).toEqual(['caisse', 'r1', 'products']);
    expect(products.keys.list({ page: 2 })).toEqual(['caisse', 'r1', 'products', 'list', { page: 2 }]);
    expect(products.keys.detail('p1')).toEqual(['caisse', 'r1', 'products', 'detail', 'p1']);
    // two restaurants never share a key
    expect(restaurantResource('r2', 'caisse', 'products').keys.all).not.toEqual(products.keys.all);
  });

  it('a nested platform collection keys under its parent, so the parent’s refresh covers it', () => {
    const users = platformResource('admin/users');
    const sponsored = platformResource('admin/users/u1/sponsored_restaurants');
    expect(sponsored.keys.all.slice(0, users.keys.all.length)).toEqual(users.keys.all);
    expect(sponsored.item('s1')).toBe('admin/users/u1/sponsored_restaurants/s1');
  });

  it('an entry’s calls: each operation it declares through its descriptor, under its restaurant, and no other', async () => {
    const requests = fakeApi((req) => (req.method === 'GET' && req.path.endsWith('customers') ? { data: [] } : { id: 'c1' }));
    const customers = restaurantEntry('r1', 'caisse', 'customers', caisseCustomerEndpoints.customers);
    await customers.page({ page: 2, per_page: 15, order: 'asc', search: 'du' });
    await customers.get('c1');
    await customers.save({ last_name: 'Dupont' } as never, null);
    await customers.save({ last_name: 'Dupont' } as never, { id: 'c1' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET restaurants/r1/caisse/customers',
      'GET restaurants/r1/caisse/customers/c1',
      'POST restaurants/r1/caisse/customers',
      'PUT restaurants/r1/caisse/customers/c1',
    ]);
    expect(requests[0].query).toEqual({ page: '2', per_page: '15', order: 'asc', search: 'du' });
    // customers are erased by a route of their own, non-conformities only read: no plain deletion or save is offered
    expect('remove' in customers).toBe(false);
    expect(Object.keys(entryCalls(haccpEndpoints.nonConformities, { restaurantId: 'r1' })).sort()).toEqual(['get', 'page']);
  });
});
