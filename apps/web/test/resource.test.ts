import { describe, expect, it } from 'vitest';
import { platformResource, restaurantResource } from '../src/lib/resource';

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
});
