import type { PageLoaders } from '../types';

/** PNL (issue 16): the monthly statement, the indicators and the admin's per-restaurant table; `/` is shared with the seller module. */
export const pnlPages: PageLoaders = {
  pnl: () => import('./pages/PnlPage'),
  'pnl-indicators': () => import('./pages/IndicatorsPage'),
  'pnl-per-restaurant': () => import('./pages/PerRestaurantPage'),
};
