import type { StockCategory, StockProvider } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http';
import { platformResource, restaurantResource } from '../../lib/resource';
import { useLookupList } from '../../ui/usePagedList';

/** The platform stock catalogue (admin): API paths and cache keys together. */
export const stockAdmin = {
  providers: platformResource('admin/stock/providers'),
  categories: platformResource('admin/stock/categories'),
  products: platformResource('admin/stock/products'),
};

/** Providers and categories show their product counts; products show provider and category names. */
export const catalogueEffects = {
  providers: [stockAdmin.products.keys.all],
  categories: [stockAdmin.products.keys.all],
  products: [stockAdmin.providers.keys.all, stockAdmin.categories.keys.all],
};

export const useProvidersLookup = () => useLookupList<StockProvider>(stockAdmin.providers);
export const useStockCategoriesLookup = () => useLookupList<StockCategory>(stockAdmin.categories);

/** Options of a Select from a lookup list. */
export const optionsFrom = (rows: { id: string; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

/** A restaurant's stock resources (`restaurants/<id>/stock/…`). */
export const stockResources = (restaurantId: string) => {
  const stock = (name: string) => restaurantResource(restaurantId, 'stock', name);
  return {
    orders: stock('orders'),
    mercuriales: stock('mercuriales'),
    providers: stock('providers'),
    categories: stock('categories'),
    inventories: stock('inventories'),
    recipes: stock('recipes'),
    recipeIngredients: stock('recipe-ingredients'),
    recipeSellables: stock('recipe-sellables'),
    foodCost: stock('food-cost'),
    productSettings: stock('product-settings'),
  };
};
export type Stock = ReturnType<typeof stockResources>;

/** Providers and categories for a restaurant's filters and order forms (the platform's, read-only). */
export const useStockLists = (stock: Stock) => {
  const providers = useQuery({
    queryKey: stock.providers.keys.all,
    queryFn: () => api.get<{ data: StockProvider[] }>(stock.providers.path).then((r) => r.data),
    staleTime: 60_000,
  });
  const categories = useQuery({
    queryKey: stock.categories.keys.all,
    queryFn: () => api.get<{ data: StockCategory[] }>(stock.categories.path).then((r) => r.data),
    staleTime: 60_000,
  });
  return { providers, categories };
};

/** A receipt changes prices: the mercuriale shows them. */
export const orderEffects = (stock: Stock) => [stock.mercuriales.keys.all];

export const orderStatusColors = {
  draft: 'gray.7',
  sent: 'blue.8',
  partially_received: 'grape.9',
  received: 'teal.9',
  canceled: 'red.9',
} as const;

/** A validated inventory changes the food cost report; a recipe changes it too (theoretical consumption). */
export const inventoryEffects = (stock: Stock) => [stock.foodCost.keys.all];

export const inventoryStatusColors = { in_progress: 'blue.8', validated: 'teal.9' } as const;
