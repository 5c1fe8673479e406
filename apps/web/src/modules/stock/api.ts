import type { StockCategory, StockProvider } from '@fitfit/contracts';
import { platformResource } from '../../lib/resource';
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
