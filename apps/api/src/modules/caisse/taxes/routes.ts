import { caisseCardEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantResource } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { CARD_ACCESS } from '../common';
import * as service from './service';

export const taxRoutes = (app: FastifyInstance, db: Db) => {
  restaurantResource(app, caisseCardEndpoints.taxes, {
    access: CARD_ACCESS,
    handlers: {
      list: (scope, query) => service.listTaxes(db, scope, query),
      get: (scope, id) => service.getTax(db, scope, id),
      create: (scope, input) => service.createTax(db, scope, input),
      update: (scope, id, input) => service.updateTax(db, scope, id, input),
      delete: (scope, id) => service.deleteTax(db, scope, id),
    },
  });
  route(app, caisseCardEndpoints.frenchTaxes, {
    access: CARD_ACCESS,
    handler: (req) => service.addFrenchTaxes(db, restaurantScopeOf(req)),
  });
};
