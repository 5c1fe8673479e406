import {
  adminEndpoints,
  stockCatalogueEndpoints as catalogue,
  type FoodCostQuery,
  type StockCategory,
  type StockInventoryInput,
  type StockInventoryLinesInput,
  type StockOrderInput,
  type StockOrderUpdate,
  type StockProductSettingInput,
  type StockProvider,
  type StockReceptionInput,
  stockEndpoints as stockApi,
} from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, openFile } from '../../lib/api-client';
import { platformEntry, type ResourceEntry, restaurantEntry, restaurantResource } from '../../lib/resource';
import { type PageFetch, useLookupList } from '../../ui/usePagedList';

/** The platform stock catalogue (admin): API paths and cache keys together, and its calls through `stockCatalogueEndpoints`. */
export const stockAdmin = {
  providers: platformEntry('admin/stock/providers', {
    list: catalogue.providers,
    get: catalogue.provider,
    create: catalogue.createProvider,
    update: catalogue.updateProvider,
    delete: catalogue.deleteProvider,
  }),
  categories: platformEntry('admin/stock/categories', {
    list: catalogue.categories,
    get: catalogue.category,
    create: catalogue.createCategory,
    update: catalogue.updateCategory,
    delete: catalogue.deleteCategory,
  }),
  products: platformEntry('admin/stock/products', {
    list: catalogue.products,
    get: catalogue.product,
    create: catalogue.createProduct,
    update: catalogue.updateProduct,
    delete: catalogue.deleteProduct,
  }),
  /** The restaurants a network list filters by. */
  restaurants: platformEntry('admin/restaurants', { list: adminEndpoints.restaurants.list }),
  /** The network's orders and inventories, read and deleted by the platform (`admin/stock/commands`, `…/inventories`). */
  orders: platformEntry('admin/stock/commands', { list: catalogue.orders, get: catalogue.order, delete: catalogue.deleteOrder }),
  inventories: platformEntry('admin/stock/inventories', {
    list: catalogue.inventories,
    get: catalogue.inventory,
    delete: catalogue.deleteInventory,
  }),
  productPrices: (id: string, signal?: AbortSignal) => call(catalogue.productPrices, { params: { id }, signal }),
  /** A provider's price list (CSV or XLSX): `preview` says what it would do, `import` writes all of it or nothing. */
  importPriceList: (providerId: string, file: File, mode: 'preview' | 'import') =>
    call(catalogue.importPriceList, { params: { id: providerId }, query: { mode }, body: file }),
};

/** Providers and categories show their product counts; products show provider and category names. */
export const catalogueEffects = {
  providers: [stockAdmin.products.keys.all],
  categories: [stockAdmin.products.keys.all],
  products: [stockAdmin.providers.keys.all, stockAdmin.categories.keys.all],
};

export const useProvidersLookup = () => useLookupList(stockAdmin.providers);
export const useStockCategoriesLookup = () => useLookupList(stockAdmin.categories);

/** Options of a Select from a lookup list. */
export const optionsFrom = (rows: { id: string; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

/** A restaurant's stock resources (`restaurants/<id>/stock/…`) and its calls through `stockEndpoints` (the answer's type is the descriptor's). */
export const stockResources = (restaurantId: string) => {
  const stock = (name: string) => restaurantResource(restaurantId, 'stock', name);
  const entry = <E extends ResourceEntry>(name: string, e: E) => restaurantEntry(restaurantId, 'stock', name, e);
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  return {
    providerList: (signal?: AbortSignal) => call(stockApi.providers, { params, signal }),
    categoryList: (signal?: AbortSignal) => call(stockApi.categories, { params, signal }),
    mercurialesPage: ((query, signal) => call(stockApi.mercuriales, { params, query, signal })) satisfies PageFetch<unknown>,
    productPrices: (id: string, signal?: AbortSignal) => call(stockApi.productPrices, { params: item(id), signal }),
    saveProductSetting: (productId: string, input: StockProductSettingInput) =>
      call(stockApi.saveProductSetting, { params: { restaurantId, productId }, body: input }),
    createOrder: (input: StockOrderInput) => call(stockApi.createOrder, { params, body: input }),
    updateOrder: (id: string, input: StockOrderUpdate) => call(stockApi.updateOrder, { params: item(id), body: input }),
    deleteOrder: (id: string) => call(stockApi.deleteOrder, { params: item(id) }),
    previewOrder: (id: string) => call(stockApi.previewOrder, { params: item(id) }),
    openPurchaseOrder: (id: string, filename: string) => openFile(stockApi.purchaseOrder, { params: item(id) }, filename),
    sendOrder: (id: string) => call(stockApi.sendOrder, { params: item(id) }),
    receiveOrder: (id: string, input: StockReceptionInput) => call(stockApi.receiveOrder, { params: item(id), body: input }),
    cancelOrder: (id: string) => call(stockApi.cancelOrder, { params: item(id) }),
    createInventory: (input: StockInventoryInput) => call(stockApi.createInventory, { params, body: input }),
    saveInventoryLines: (id: string, input: StockInventoryLinesInput) =>
      call(stockApi.saveInventoryLines, { params: item(id), body: input }),
    validateInventory: (id: string) => call(stockApi.validateInventory, { params: item(id) }),
    deleteInventory: (id: string) => call(stockApi.deleteInventory, { params: item(id) }),
    recipe: (id: string) => call(stockApi.recipe, { params: item(id) }),
    recipeIngredientsPage: ((query, signal) => call(stockApi.recipeIngredients, { params, query, signal })) satisfies PageFetch<unknown>,
    sellableList: (signal?: AbortSignal) => call(stockApi.recipeSellables, { params, signal }),
    foodCostReport: (query: FoodCostQuery, signal?: AbortSignal) => call(stockApi.foodCost, { params, query, signal }),
    orders: entry('orders', {
      list: stockApi.orders,
      get: stockApi.order,
      create: stockApi.createOrder,
      update: stockApi.updateOrder,
      delete: stockApi.deleteOrder,
    }),
    mercuriales: entry('mercuriales', { list: stockApi.mercuriales }),
    providers: stock('providers'),
    categories: stock('categories'),
    inventories: entry('inventories', {
      list: stockApi.inventories,
      get: stockApi.inventory,
      create: stockApi.createInventory,
      delete: stockApi.deleteInventory,
    }),
    recipes: entry('recipes', {
      list: stockApi.recipes,
      get: stockApi.recipe,
      create: stockApi.createRecipe,
      update: stockApi.updateRecipe,
      delete: stockApi.deleteRecipe,
    }),
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
    queryFn: ({ signal }): Promise<StockProvider[]> => stock.providerList(signal).then((r) => r.data),
    staleTime: 60_000,
  });
  const categories = useQuery({
    queryKey: stock.categories.keys.all,
    queryFn: ({ signal }): Promise<StockCategory[]> => stock.categoryList(signal).then((r) => r.data),
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
