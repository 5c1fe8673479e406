import { haccpEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { restaurantResource } from '../../../lib/resource-routes';
import { HACCP_ACCESS } from '../common';
import * as service from './service';

export const equipmentRoutes = (app: FastifyInstance, db: Db) =>
  restaurantResource(app, haccpEndpoints.equipment, {
    access: HACCP_ACCESS,
    handlers: {
      list: (scope, query) => service.listEquipment(db, scope, query),
      get: (scope, id) => service.getEquipment(db, scope, id),
      create: (scope, input) => service.createEquipment(db, scope, input),
      update: (scope, id, input) => service.updateEquipment(db, scope, id, input),
      delete: (scope, id) => service.deleteEquipment(db, scope, id),
    },
  });
