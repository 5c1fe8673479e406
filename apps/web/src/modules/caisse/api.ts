import { caisseCardEndpoints as card } from '@fitfit/contracts';
import { call } from '../../lib/api-client';
import { type ResourceEntry, restaurantEntry } from '../../lib/resource';
import { useRestaurantId } from '../../ui/RestaurantPage';
import { useLookupList } from '../../ui/usePagedList';

/** The caisse resources of a restaurant (`restaurants/<id>/caisse/…`): API paths and cache keys together. */
export const caisseResources = (restaurantId: string) => {
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  const entry = <E extends ResourceEntry>(name: string, e: E) => restaurantEntry(restaurantId, 'caisse', name, e);
  return {
    tags: entry('heat-tags', card.heatTags),
    taxes: entry('taxes', card.taxes),
    categories: entry('categories', card.categories),
    options: entry('options', card.options),
    products: entry('products', card.products),
    menus: entry('menus', card.menus),
    roles: entry('roles', card.roles),
    posUsers: entry('pos_users', card.posUsers),
    /** The whole card as the terminals receive it: changes with any card resource. */
    card: { key: ['caisse', restaurantId, 'card'] as const, get: (signal?: AbortSignal) => call(card.card, { params, signal }) },
    /** Adds the French VAT rates to a restaurant without any tax. */
    frenchTaxes: () => call(card.frenchTaxes, { params }),
    setAvailability: (id: string, available: boolean) => call(card.productAvailability, { params: item(id), body: { available } }),
    moveProduct: (id: string, position: number) => call(card.productPosition, { params: item(id), body: { position } }),
    changePin: (id: string, pin: string) => call(card.posUserPin, { params: item(id), body: { pin } }),
    /** A new role with the same permissions (« Copie de … »). */
    duplicateRole: (id: string) => call(card.duplicateRole, { params: item(id) }),
    /** The photo of a product or a menu (multipart upload, removal): both answer the row. */
    photos: {
      products: {
        upload: (id: string, file: File) => call(card.productPhoto.upload, { params: item(id), body: file }),
        remove: (id: string) => call(card.productPhoto.remove, { params: item(id) }),
      },
      menus: {
        upload: (id: string, file: File) => call(card.menuPhoto.upload, { params: item(id), body: file }),
        remove: (id: string) => call(card.menuPhoto.remove, { params: item(id) }),
      },
    },
  };
};
export type Caisse = ReturnType<typeof caisseResources>;

/** The current restaurant's caisse resources, or null before a restaurant is chosen. */
export const useCaisse = () => {
  const restaurantId = useRestaurantId();
  return restaurantId ? caisseResources(restaurantId) : null;
};

/** Lookup lists of the card (first 100 entries), shared by the forms and filters. */
export const useTagsLookup = () => useLookupList(useCaisse()?.tags ?? null);
export const useTaxesLookup = () => useLookupList(useCaisse()?.taxes ?? null);
export const useCategoriesLookup = () => useLookupList(useCaisse()?.categories ?? null, { sort: 'position' });
export const useOptionsLookup = () => useLookupList(useCaisse()?.options ?? null);
export const useProductsLookup = () => useLookupList(useCaisse()?.products ?? null);

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
