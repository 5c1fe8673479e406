import { searchQuerySchema, searchResultSchema } from '../search';
import { endpoint } from './endpoint';
import { restaurantParamsSchema, restaurantPath } from './params';

const tags = ['recherche'] as const;

/** Quick search (Ctrl+K) beyond the pages: in a restaurant, or across a franchisor's network. */
export const searchEndpoints = {
  restaurant: endpoint({
    method: 'GET',
    path: restaurantPath('search'),
    params: restaurantParamsSchema,
    query: searchQuerySchema,
    response: searchResultSchema,
    summary:
      'Recherche rapide (Ctrl+K) : ticket par numéro, client par nom ou téléphone, produit, commande fournisseur, Z par date, lot HACCP',
    tags,
  }),
  network: endpoint({
    method: 'GET',
    path: '/api/v1/franchisor/search',
    query: searchQuerySchema,
    response: searchResultSchema,
    summary: 'Recherche rapide du réseau : tickets par numéro et Z par date des restaurants du franchiseur',
    tags,
  }),
};
