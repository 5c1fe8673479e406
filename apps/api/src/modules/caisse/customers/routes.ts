import { caisseCustomerEndpoints as endpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantResource } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ApiModule } from '../../types';
import { CARD_ACCESS } from '../common';
import { DEVICE_ACCESS } from '../ledger/common';
import { customerStats, customerSummary } from './insights';
import * as service from './service';
import { exportCustomers, importCustomers } from './transfer';

const customerRoutes = (root: FastifyInstance, db: Db) => {
  restaurantResource(root, endpoints.customers, {
    access: CARD_ACCESS,
    handlers: {
      list: (scope, query) => service.listCustomers(db, scope, query),
      get: (scope, id) => service.getCustomer(db, scope, id),
      create: (scope, input) => service.createCustomer(db, scope, input),
      update: (scope, id, input) => service.updateCustomer(db, scope, id, input),
    },
  });
  const access = CARD_ACCESS;
  route(root, endpoints.erase, { access, handler: (req) => service.eraseCustomer(db, restaurantScopeOf(req), req.params.id) });
  route(root, endpoints.stats, { access, handler: (req) => customerStats(db, restaurantScopeOf(req)) });
  route(root, endpoints.export, {
    access,
    handler: async (req, reply) => {
      const { format, ...query } = req.query;
      const file = await exportCustomers(db, restaurantScopeOf(req), query, format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
  route(root, endpoints.import, {
    access,
    // a file of a few thousand customers is larger than the default 1 MB body
    bodyLimit: 6 * 1024 * 1024,
    handler: (req) => importCustomers(db, restaurantScopeOf(req), req.body.csv, req.body.dry_run),
  });
  route(root, endpoints.summary, {
    access,
    handler: async (req) => {
      const scope = restaurantScopeOf(req);
      await service.getCustomer(db, scope, req.params.id);
      return customerSummary(db, scope, req.params.id);
    },
  });
  route(root, endpoints.tickets, {
    access,
    handler: (req) => service.customerTickets(db, restaurantScopeOf(req), req.params.id, req.query),
  });
  route(root, endpoints.personalData, {
    access,
    handler: async (req, reply) => {
      const data = await service.personalData(db, restaurantScopeOf(req), req.params.id);
      reply.header('content-disposition', `attachment; filename="donnees-client-${req.params.id}.json"`);
      return data;
    },
  });

  // The terminals look customers up and create them at the till, so that a ticket can name its customer.
  route(root, endpoints.deviceSearch, {
    access: DEVICE_ACCESS,
    handler: async (req) => ({ data: await service.searchFromDevice(db, restaurantScopeOf(req), req.query.search) }),
  });
  route(root, endpoints.deviceCreate, {
    access: DEVICE_ACCESS,
    handler: (req) => service.createFromDevice(db, restaurantScopeOf(req), req.body),
  });
};

/** Customers of the cash register (PRODUCT §3.1, issue 12, docs/caisse-customers.md). */
export const caisseCustomersModule: ApiModule = {
  name: 'caisse-customers',
  routes: (app, { db }) => customerRoutes(app, db),
};
