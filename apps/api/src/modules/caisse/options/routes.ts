import { caisseCardEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { restaurantResource } from '../../../lib/resource-routes';
import { CARD_ACCESS } from '../common';
import * as service from './service';

export const optionRoutes = (app: FastifyInstance, db: Db) =>
  restaurantResource(app, caisseCardEndpoints.options, {
    access: CARD_ACCESS,
    handlers: {
      list: (scope, query) => service.listGroups(db, scope, query),
      get: (scope, id) => service.getGroup(db, scope, id),
      create: (scope, input) => service.createGroup(db, scope, input),
      update: (scope, id, input) => service.updateGroup(db, scope, id, input),
      delete: (scope, id) => service.deleteGroup(db, scope, id),
    },
  });
