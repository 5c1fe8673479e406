import { searchQuerySchema, searchResultSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../../lib/access';
import { RESTAURANT_ROLES } from '../../lib/access';
import { restaurantParams, restaurantUrl } from '../../lib/resource-routes';
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

const tags = ['recherche'];

export const searchModule: ApiModule = {
  name: 'search',
  routes: (root, { db }) => {
    const app = (root as FastifyInstance).withTypeProvider<ZodTypeProvider>();
    app.get(restaurantUrl('search'), {
      config: { access: RESTAURANT_SEARCH },
      schema: {
        tags,
        summary:
          'Recherche rapide (Ctrl+K) : ticket par numéro, client par nom ou téléphone, produit, commande fournisseur, Z par date, lot HACCP',
        params: restaurantParams,
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema },
      },
      handler: (req) => searchRestaurant(db, restaurantScopeOf(req), req.heldModules ?? [], req.query.q),
    });
    app.get('/api/v1/franchisor/search', {
      config: { access: NETWORK_SEARCH },
      schema: {
        tags,
        summary: 'Recherche rapide du réseau : tickets par numéro et Z par date des restaurants du franchiseur',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema },
      },
      handler: (req) => searchNetwork(db, scopeOf(req), req.query.q),
    });
  },
};
