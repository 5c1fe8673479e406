import { caisseCardEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { restaurantResource } from '../../../lib/resource-routes';
import type { ModuleDeps } from '../../types';
import { CARD_ACCESS } from '../common';
import { photoRoutes } from '../photo-routes';
import * as service from './service';

export const menuRoutes = (app: FastifyInstance, { db, storage }: ModuleDeps) => {
  restaurantResource(app, caisseCardEndpoints.menus, {
    access: CARD_ACCESS,
    handlers: {
      list: (scope, query) => service.listMenus(db, scope, query),
      get: (scope, id) => service.getMenu(db, scope, id),
      create: (scope, input) => service.createMenu(db, scope, input),
      update: (scope, id, input) => service.updateMenu(db, scope, id, input),
      delete: (scope, id) => service.deleteMenu(db, storage, scope, id),
    },
  });
  photoRoutes(app, caisseCardEndpoints.menuPhoto, {
    upload: (scope, id, req) => service.uploadPhoto(db, storage, scope, id, req),
    remove: (scope, id) => service.deletePhoto(db, storage, scope, id),
  });
};
