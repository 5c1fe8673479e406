import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { admin, markFranchisorsKey } from '../src/modules/admin/api';
import { caisseResources, cardEffects } from '../src/modules/caisse/api';

/** Seeds a cache entry per key and returns the keys a set of invalidations marks stale. */
const staleAfter = async (seeded: (readonly unknown[])[], invalidated: (readonly unknown[])[]) => {
  const client = new QueryClient();
  for (const key of seeded) client.setQueryData(key, 'data');
  for (const queryKey of invalidated) await client.invalidateQueries({ queryKey });
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);
};

describe('query keys', () => {
  const a = caisseResources('restaurant-a');
  const b = caisseResources('restaurant-b');
  const productList = a.products.keys.list({ page: 1, search: '' });
  const productLookup = a.products.keys.list({ per_page: 100, sort: 'name' });
  const productDetail = a.products.keys.detail('p1');
  const tagList = a.tags.keys.list({ page: 1 });
  const otherRestaurant = b.products.keys.list({ page: 1, search: '' });
  const adminMarks = admin.marks.keys.list({ page: 1 });
  const all = [productList, productLookup, productDetail, tagList, otherRestaurant, a.card.key, adminMarks];

  it('a resource write refreshes its lists, lookups and details, and only that restaurant’s', async () => {
    expect(await staleAfter(all, [a.products.keys.all])).toEqual([productList, productLookup, productDetail]);
  });

  it('a product write also refreshes what it shows in: the card, category and tax counts', async () => {
    const stale = await staleAfter(all, [a.products.keys.all, ...cardEffects.products(a)]);
    expect(stale).toContainEqual(a.card.key);
    expect(stale).not.toContainEqual(tagList);
    expect(stale).not.toContainEqual(otherRestaurant);
    expect(stale).not.toContainEqual(adminMarks);
  });

  it('lists and details nest under the resource, never under another one', () => {
    expect(a.products.keys.lists).toEqual(['caisse', 'restaurant-a', 'products', 'list']);
    expect(a.products.keys.detail('p1')).toEqual(['caisse', 'restaurant-a', 'products', 'detail', 'p1']);
    expect(markFranchisorsKey('m1').slice(0, 4)).toEqual([...admin.marks.keys.detail('m1')]);
    // a restaurant's modules refresh with the restaurants, a saler's sponsored restaurants with the users
    expect(admin.restaurantModules('r1').keys.all.slice(0, 2)).toEqual(admin.restaurants.keys.all);
    expect(admin.sponsoredRestaurants('u1').keys.all.slice(0, 2)).toEqual(admin.users.keys.all);
  });
});
