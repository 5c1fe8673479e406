import { caisseCardEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { restaurantResource } from '../../../lib/resource-routes';
import { CARD_ACCESS } from '../common';
import * as service from './service';

export const categoryRoutes = (app: FastifyInstance, db: Db) =>
  restaurantResource(app, caisseCardEndpoints.categories, {
    access: CARD_ACCESS,
    handlers: {
      list: (scope, query) => service.listCategories(db, scope, query),
      get: (scope, id) => service.getCategory(db, scope, id),
      create: (scope, input) => service.createCategory(db, scope, input),
      update: (scope, id, input) => service.updateCategory(db, scope, id, input),
      delete: (scope, id) => service.deleteCategory(db, scope, id),
    },
  });
