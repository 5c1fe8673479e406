import type { Category, OptionGroup, Product, Tag, Tax } from '@fitfit/contracts';
import { api } from '../../lib/http';
import { restaurantResource } from '../../lib/resource';
import { useRestaurantId } from '../../ui/RestaurantPage';
import { useLookupList } from '../../ui/usePagedList';

/** The caisse resources of a restaurant (`restaurants/<id>/caisse/…`): API paths and cache keys together. */
export const caisseResources = (restaurantId: string) => {
  const caisse = (name: string) => restaurantResource(restaurantId, 'caisse', name);
  return {
    tags: caisse('heat-tags'),
    taxes: caisse('taxes'),
    categories: caisse('categories'),
    options: caisse('options'),
    products: caisse('products'),
    menus: caisse('menus'),
    roles: caisse('roles'),
    posUsers: caisse('pos_users'),
    /** The whole card as the terminals receive it: changes with any card resource. */
    card: { path: `restaurants/${restaurantId}/caisse/card`, key: ['caisse', restaurantId, 'card'] as const },
  };
};
export type Caisse = ReturnType<typeof caisseResources>;

/** The current restaurant's caisse resources, or null before a restaurant is chosen. */
export const useCaisse = () => {
  const restaurantId = useRestaurantId();
  return restaurantId ? caisseResources(restaurantId) : null;
};

/** Lookup lists of the card (first 100 entries), shared by the forms and filters. */
export const useTagsLookup = () => useLookupList<Tag>(useCaisse()?.tags ?? null);
export const useTaxesLookup = () => useLookupList<Tax>(useCaisse()?.taxes ?? null);
export const useCategoriesLookup = () => useLookupList<Category>(useCaisse()?.categories ?? null, { sort: 'position' });
export const useOptionsLookup = () => useLookupList<OptionGroup>(useCaisse()?.options ?? null);
export const useProductsLookup = () => useLookupList<Product>(useCaisse()?.products ?? null);

/**
 * What else a write to a card resource changes: the card the terminals read always; a product also moves
 * the product counts of its category and tax; tags, categories and options show on the product rows.
 */
export const cardEffects = {
  tags: (c: Caisse) => [c.card.key, c.products.keys.all],
  taxes: (c: Caisse) => [c.card.key],
  categories: (c: Caisse) => [c.card.key, c.products.keys.all],
  options: (c: Caisse) => [c.card.key, c.products.keys.all],
  products: (c: Caisse) => [c.card.key, c.categories.keys.all, c.taxes.keys.all],
  menus: (c: Caisse) => [c.card.key],
};

/** Multipart upload of a photo (the JSON client cannot send files). */
export const uploadPhoto = <T>(path: string, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<T>(path, body);
};
