import { adminEndpoints as e } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import * as service from './service';

const access = { roles: ADMIN_ONLY };

/** What is installed in a restaurant; POS terminals get a device key, shown once. */
export const restaurantHardwareRoutes = (app: FastifyInstance, db: Db) => {
  route(app, e.restaurantHardwares, { access, handler: (req) => service.list(db, req.params.id, req.query) });
  route(app, e.installHardware, { access, handler: (req) => service.install(db, req.params.id, req.body) });
  route(app, e.removeHardware, { access, handler: (req) => service.remove(db, req.params.id, req.params.hid) });
  route(app, e.rotateHardwareKey, { access, handler: (req) => service.rotateKey(db, req.params.id, req.params.hid) });
};
