import type { PageLoaders } from '../types';

export const adminPages: PageLoaders = {
  'admin-choose-restaurant': () => import('./pages/ChooseRestaurantPage'),
  'admin-marks': () => import('./pages/MarksPage'),
  'admin-modules': () => import('./pages/ModulesPage'),
  'admin-partners': () => import('./pages/PartnersPage'),
  'stock-hardwares': () => import('./pages/HardwaresPage'),
  'admin-restaurants': () => import('./pages/RestaurantsPage'),
  'admin-restaurant-modules': () => import('./pages/RestaurantModulesPage'),
};
