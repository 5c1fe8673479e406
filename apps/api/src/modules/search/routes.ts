import { searchEndpoints } from '@fitfit/contracts';
import type { Access } from '../../lib/access';
import { RESTAURANT_ROLES } from '../../lib/access';
import { route } from '../../lib/endpoints';
import { restaurantScopeOf, scopeOf } from '../../lib/tenant-scope';
import type { ApiModule } from '../types';
import { searchNetwork, searchRestaurant } from './service';

/**
 * Who searches: the roles that open the restaurant pages the hits lead to (restorer, franchisor, admin; a seller
 * opens none: 403); no module on the route, each kind is kept or left out by the modules the restaurant holds.
 */
const RESTAURANT_SEARCH: Access = { roles: RESTAURANT_ROLES, restaurant: true };
/** The network pages (tickets, Z) are the franchisor's (an admin has no network pages): its marks' restaurants. */
const NETWORK_SEARCH: Access = { roles: ['franchisor'], network: true };

export const searchModule: ApiModule = {
  name: 'search',
  routes: (root, { db }) => {
    route(root, searchEndpoints.restaurant, {
      access: RESTAURANT_SEARCH,
      handler: (req) => searchRestaurant(db, restaurantScopeOf(req), req.heldModules ?? [], req.query.q),
    });
    route(root, searchEndpoints.network, {
      access: NETWORK_SEARCH,
      handler: (req) => searchNetwork(db, scopeOf(req), req.query.q),
    });
  },
};
