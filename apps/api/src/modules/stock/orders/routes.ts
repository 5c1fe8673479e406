import { stockCatalogueEndpoints as catalogue, stockEndpoints as stock } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import type { Mailer } from '../../../lib/mailer';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { restaurantScopeOf, scopeOf } from '../../../lib/tenant-scope';
import { STOCK_ACCESS as access, CATALOGUE_ACCESS } from '../common';
import * as repo from './repository';
import * as service from './service';

/** A restaurant's orders to its providers, and the administrator's view of every restaurant's. */
export const orderRoutes = (app: FastifyInstance, db: Db, mailer: Mailer, storage: FileStorage) => {
  route(app, stock.orders, { access, handler: (req) => repo.listOrders(db, restaurantScopeOf(req), req.query) });
  route(app, stock.order, { access, handler: (req) => service.getOrder(db, restaurantScopeOf(req), req.params.id) });
  route(app, stock.createOrder, { access, handler: (req) => service.createOrder(db, restaurantScopeOf(req), req.body) });
  route(app, stock.updateOrder, { access, handler: (req) => service.updateOrder(db, restaurantScopeOf(req), req.params.id, req.body) });
  route(app, stock.deleteOrder, { access, handler: (req) => service.deleteOrder(db, restaurantScopeOf(req), req.params.id) });
  route(app, stock.previewOrder, {
    access,
    handler: async (req) => (await service.previewOrder(db, storage, restaurantScopeOf(req), req.params.id)).mail,
  });
  route(app, stock.purchaseOrder, {
    access,
    handler: async (req, reply) => {
      const { pdf, mail } = await service.previewOrder(db, storage, restaurantScopeOf(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${mail.attachment_filename}"`)
        .send(pdf);
    },
  });
  route(app, stock.sendOrder, { access, handler: (req) => service.sendOrder(db, mailer, storage, restaurantScopeOf(req), req.params.id) });
  route(app, stock.receiveOrder, {
    access,
    handler: (req) => service.receiveOrder(db, restaurantScopeOf(req), req.params.id, req.body),
  });
  route(app, stock.cancelOrder, { access, handler: (req) => service.cancelOrder(db, restaurantScopeOf(req), req.params.id) });

  // SPEC §7 "admin/stock commands": every restaurant's orders, delete only the unfinished (drafts)
  const admin = { ...CATALOGUE_ACCESS, network: true };
  route(app, catalogue.orders, { access: admin, handler: (req) => repo.listOrders(db, scopeOf(req), req.query) });
  route(app, catalogue.order, { access: admin, handler: (req) => service.getOrder(db, scopeOf(req), req.params.id) });
  route(app, catalogue.deleteOrder, { access: admin, handler: (req) => service.deleteOrder(db, scopeOf(req), req.params.id) });
};
