import type { PageLoaders } from '../types';

export const caissePages: PageLoaders = {
  'caisse-heat-tags': () => import('./pages/HeatTagsPage'),
  'caisse-heat-tag': () => import('./pages/HeatTagPage'),
  'caisse-taxes': () => import('./pages/TaxesPage'),
  'caisse-products': () => import('./pages/ProductsPage'),
  'caisse-products-create': () => import('./pages/ProductFormPage'),
  'caisse-product': () => import('./pages/ProductFormPage'),
  'caisse-menus': () => import('./pages/MenusPage'),
  'caisse-menus-create': () => import('./pages/MenuFormPage'),
  'caisse-menu': () => import('./pages/MenuFormPage'),
  'caisse-options': () => import('./pages/OptionsPage'),
  'caisse-options-create': () => import('./pages/OptionFormPage'),
  'caisse-option': () => import('./pages/OptionFormPage'),
};
