import { sellerHomeSchema } from '../billing';
import { endpoint } from './endpoint';

/** The salesperson's home (`/` for role saler). */
export const sellerEndpoints = {
  home: endpoint({
    method: 'GET',
    path: '/api/v1/seller/home',
    response: sellerHomeSchema,
    summary: 'Accueil commercial : restaurants parrainés, abonnements, commission, code affilié',
    tags: ['seller'],
  }),
};
