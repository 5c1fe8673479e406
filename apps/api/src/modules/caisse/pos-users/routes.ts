import { caisseCardEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoints';
import { restaurantResource } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ModuleDeps } from '../../types';
import { CARD_ACCESS } from '../common';
import * as service from './service';

/** The restaurant staff on the terminals: list, read, create, edit, change PIN, delete. */
export const caissePosUsersRoutes = (app: FastifyInstance, { db }: ModuleDeps) => {
  restaurantResource(app, caisseCardEndpoints.posUsers, {
    access: CARD_ACCESS,
    handlers: {
      list: (scope, query) => service.list(db, scope, query),
      get: (scope, id) => service.get(db, scope, id),
      create: (scope, input) => service.create(db, scope, input),
      update: (scope, id, input) => service.update(db, scope, id, input),
      delete: (scope, id) => service.remove(db, scope, id),
    },
  });
  route(app, caisseCardEndpoints.posUserPin, {
    access: CARD_ACCESS,
    handler: (req) => service.changePin(db, restaurantScopeOf(req), req.params.id, req.body),
  });
};
