import type { PageLoaders } from '../types';

export const adminPages: PageLoaders = {
  'admin-choose-restaurant': () => import('./pages/ChooseRestaurantPage'),
};
