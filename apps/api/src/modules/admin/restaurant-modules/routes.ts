import { adminEndpoints as e } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import * as restaurants from '../restaurants/service';
import * as service from './service';

const access = { roles: ADMIN_ONLY };

/** Modules a restaurant holds: dates and price override. Its users' sidebar follows on their next /auth/me. */
export const restaurantModuleRoutes = (app: FastifyInstance, db: Db) => {
  route(app, e.restaurantModules, {
    access,
    handler: async (req) => ({ data: await service.list(await restaurants.scopedOf(db, req.params.id)) }),
  });
  route(app, e.addRestaurantModule, {
    access,
    handler: async (req) => service.add(await restaurants.scopedOf(db, req.params.id), req.body),
  });
  route(app, e.updateRestaurantModule, {
    access,
    handler: async (req) => service.update(await restaurants.scopedOf(db, req.params.id), req.params.mid, req.body),
  });
  route(app, e.removeRestaurantModule, {
    access,
    handler: async (req) => service.remove(await restaurants.scopedOf(db, req.params.id), req.params.mid),
  });
};
