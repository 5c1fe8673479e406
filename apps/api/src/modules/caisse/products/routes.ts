import { caisseCardEndpoints as card } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoints';
import { restaurantResource } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ModuleDeps } from '../../types';
import { CARD_ACCESS } from '../common';
import { photoRoutes } from '../photo-routes';
import * as service from './service';

export const productRoutes = (app: FastifyInstance, { db, storage }: ModuleDeps) => {
  restaurantResource(app, card.products, {
    access: CARD_ACCESS,
    handlers: {
      list: (scope, query) => service.listProducts(db, scope, query),
      get: (scope, id) => service.getProduct(db, scope, id),
      create: (scope, input) => service.createProduct(db, scope, input),
      update: (scope, id, input) => service.updateProduct(db, scope, id, input),
      delete: (scope, id) => service.deleteProduct(db, storage, scope, id),
    },
  });
  route(app, card.productAvailability, {
    access: CARD_ACCESS,
    handler: (req) => service.setAvailability(db, restaurantScopeOf(req), req.params.id, req.body.available),
  });
  route(app, card.productPosition, {
    access: CARD_ACCESS,
    handler: (req) => service.moveProduct(db, restaurantScopeOf(req), req.params.id, req.body.position),
  });
  photoRoutes(app, card.productPhoto, {
    upload: (scope, id, req) => service.uploadPhoto(db, storage, scope, id, req),
    remove: (scope, id) => service.deletePhoto(db, storage, scope, id),
  });
};
