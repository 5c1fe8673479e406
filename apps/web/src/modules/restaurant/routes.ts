import type { PageLoaders } from '../types';

/** The restaurant's own back office (docs/accounts.md): its people and its details, for its owners. */
export const restaurantPages: PageLoaders = {
  'restaurant-people': () => import('./members/PeoplePage'),
  invitation: () => import('./members/InvitationPage'),
  'restaurant-details': () => import('./details/RestaurantDetailsPage'),
};
