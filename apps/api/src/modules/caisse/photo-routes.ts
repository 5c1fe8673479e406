import type { caisseCardEndpoints, EndpointAnswer } from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoints';
import { type RestaurantScope, restaurantScopeOf } from '../../lib/tenant-scope';
import { CARD_ACCESS } from './common';

/** The photo endpoints of one card row kind (`caisseCardEndpoints.productPhoto`, `.menuPhoto`) and the row they answer. */
type PhotoEndpoints = (typeof caisseCardEndpoints)['productPhoto' | 'menuPhoto'];
type Row = EndpointAnswer<PhotoEndpoints['upload']>;

interface PhotoHandlers {
  upload: (scope: RestaurantScope, id: string, request: FastifyRequest) => Promise<Row>;
  remove: (scope: RestaurantScope, id: string) => Promise<Row>;
}

/** POST (multipart) and DELETE of the one photo of a card row; both answer the row. */
export const photoRoutes = (app: FastifyInstance, endpoints: PhotoEndpoints, o: PhotoHandlers) => {
  route(app, endpoints.upload, { access: CARD_ACCESS, handler: (req) => o.upload(restaurantScopeOf(req), req.params.id, req) });
  route(app, endpoints.remove, { access: CARD_ACCESS, handler: (req) => o.remove(restaurantScopeOf(req), req.params.id) });
};
