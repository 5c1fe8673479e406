import { adminEndpoints as e } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import * as restaurants from '../restaurants/service';
import * as service from './service';

const access = { roles: ADMIN_ONLY };

/** What is installed in a restaurant; POS terminals get a device key, shown once. */
export const restaurantHardwareRoutes = (app: FastifyInstance, db: Db) => {
  route(app, e.restaurantHardwares, {
    access,
    handler: async (req) => service.list(await restaurants.scopedOf(db, req.params.id), req.query),
  });
  route(app, e.installHardware, {
    access,
    handler: async (req) => service.install(await restaurants.scopedOf(db, req.params.id), req.body),
  });
  route(app, e.removeHardware, {
    access,
    handler: async (req) => service.remove(await restaurants.scopedOf(db, req.params.id), req.params.hid),
  });
  route(app, e.rotateHardwareKey, {
    access,
    handler: async (req) => service.rotateKey(await restaurants.scopedOf(db, req.params.id), req.params.hid),
  });
};
