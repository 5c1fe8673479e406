import type { PageLoaders } from '../types';

export const stockPages: PageLoaders = {
  'stock-config-providers': () => import('./pages/ProvidersPage'),
  'stock-config-categories': () => import('./pages/CategoriesPage'),
  'stock-config-products': () => import('./pages/ProductsPage'),
  'stock-config-products-create': () => import('./pages/ProductFormPage'),
  'stock-config-product': () => import('./pages/ProductFormPage'),
  'stock-restorer-orders': () => import('./pages/OrdersPage'),
  'stock-restorer-order': () => import('./pages/OrderPage'),
  'stock-mercuriales': () => import('./pages/MercurialesPage'),
  'stock-orders': () => import('./pages/AdminOrdersPage'),
  'stock-restorer-inventories': () => import('./pages/InventoriesPage'),
  'stock-restorer-inventory': () => import('./pages/InventoryPage'),
  'stock-inventories': () => import('./pages/AdminInventoriesPage'),
  'stock-food-cost': () => import('./pages/FoodCostPage'),
  'haccp-recipes': () => import('./pages/RecipesPage'),
};
