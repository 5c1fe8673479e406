import {
  type Category,
  type CategoryInput,
  caisseCardEndpoints as card,
  type EndpointQueryInput,
  type MenuInput,
  type OptionGroup,
  type Product,
  type ProductInput,
  type Tag,
  type Tax,
  type TaxInput,
} from '@fitfit/contracts';
import { call } from '../../lib/api-client';
import { restaurantResource } from '../../lib/resource';
import { useRestaurantId } from '../../ui/RestaurantPage';
import { type ListQuery, useLookupList } from '../../ui/usePagedList';

/** The caisse resources of a restaurant (`restaurants/<id>/caisse/…`): API paths and cache keys together. */
export const caisseResources = (restaurantId: string) => {
  const caisse = (name: string) => restaurantResource(restaurantId, 'caisse', name);
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  return {
    tags: caisse('heat-tags'),
    taxes: {
      ...caisse('taxes'),
      page: (query: ListQuery, signal?: AbortSignal) =>
        call(card.taxes.list, { params, query: query as EndpointQueryInput<typeof card.taxes.list>, signal }),
      save: (input: TaxInput, row: { id: string } | null) =>
        row ? call(card.taxes.update, { params: item(row.id), body: input }) : call(card.taxes.create, { params, body: input }),
      remove: (id: string) => call(card.taxes.delete, { params: item(id) }),
    },
    categories: {
      ...caisse('categories'),
      page: (query: ListQuery, signal?: AbortSignal) =>
        call(card.categories.list, { params, query: query as EndpointQueryInput<typeof card.categories.list>, signal }),
      save: (input: CategoryInput, row: { id: string } | null) =>
        row ? call(card.categories.update, { params: item(row.id), body: input }) : call(card.categories.create, { params, body: input }),
      remove: (id: string) => call(card.categories.delete, { params: item(id) }),
    },
    options: caisse('options'),
    products: {
      ...caisse('products'),
      save: (input: ProductInput, row: { id: string } | null) =>
        row ? call(card.products.update, { params: item(row.id), body: input }) : call(card.products.create, { params, body: input }),
    },
    menus: {
      ...caisse('menus'),
      save: (input: MenuInput, row: { id: string } | null) =>
        row ? call(card.menus.update, { params: item(row.id), body: input }) : call(card.menus.create, { params, body: input }),
    },
    roles: caisse('roles'),
    posUsers: caisse('pos_users'),
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
