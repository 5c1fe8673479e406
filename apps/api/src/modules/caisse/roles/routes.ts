import { caisseCardEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoints';
import { restaurantResource } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ModuleDeps } from '../../types';
import { CARD_ACCESS } from '../common';
import * as service from './service';

/** Restaurant roles of the terminals: list, read, create, edit, duplicate, delete. */
export const caisseRolesRoutes = (app: FastifyInstance, { db }: ModuleDeps) => {
  restaurantResource(app, caisseCardEndpoints.roles, {
    access: CARD_ACCESS,
    handlers: {
      list: (scope, query) => service.list(db, scope, query),
      get: (scope, id) => service.get(db, scope, id),
      create: (scope, input) => service.create(db, scope, input),
      update: (scope, id, input) => service.update(db, scope, id, input),
      delete: (scope, id) => service.remove(db, scope, id),
    },
  });
  route(app, caisseCardEndpoints.duplicateRole, {
    access: CARD_ACCESS,
    handler: (req) => service.duplicate(db, restaurantScopeOf(req), req.params.id),
  });
};
