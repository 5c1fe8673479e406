import { caisseCardEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { restaurantResource } from '../../../lib/resource-routes';
import { CARD_ACCESS } from '../common';
import * as service from './service';

export const heatTagRoutes = (app: FastifyInstance, db: Db) =>
  restaurantResource(app, caisseCardEndpoints.heatTags, {
    access: CARD_ACCESS,
    handlers: {
      list: (scope, query) => service.listTags(db, scope, query),
      get: (scope, id) => service.getTag(db, scope, id),
      create: (scope, input) => service.createTag(db, scope, input),
      update: (scope, id, input) => service.updateTag(db, scope, id, input),
      delete: (scope, id) => service.deleteTag(db, scope, id),
    },
  });
