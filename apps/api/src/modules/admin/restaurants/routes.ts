import { adminEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { platformResource } from '../../../lib/platform-resource';
import * as service from './service';

/**
 * Every restaurant, for the platform team: list with filters, create, edit (journaled as an owner's edit is), soft
 * delete; one restaurant is read with its restorers and subscription.
 */
export const restaurantRoutes = (app: FastifyInstance, db: Db) =>
  platformResource(app, adminEndpoints.restaurants, {
    db,
    handlers: {
      list: ({ db }, query) => service.list(db, query),
      get: async ({ db }, id) => ({ data: await service.detail(db, id) }),
      create: ({ db }, input) => service.create(db, input),
      update: ({ db, user }, id, input) => service.update(db, id, input, user),
      delete: ({ db }, id) => service.remove(db, id),
    },
  });
