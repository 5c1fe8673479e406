import type { PageLoaders } from '../types';

/** `/` (page key 'home') is shared: the saler gets its own home, the other roles the restaurant dashboard. */
export const sellerPages: PageLoaders = {
  home: () => import('./pages/HomePage'),
};
