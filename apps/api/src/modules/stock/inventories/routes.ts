import { stockCatalogueEndpoints as catalogue, stockEndpoints as stock } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf, scopeOf } from '../../../lib/tenant-scope';
import { STOCK_ACCESS as access, CATALOGUE_ACCESS } from '../common';
import * as repo from './repository';
import * as service from './service';

/** A restaurant's inventories, and the administrator's view of every restaurant's (SPEC §7 admin/stock inventories). */
export const inventoryRoutes = (app: FastifyInstance, db: Db) => {
  route(app, stock.inventories, { access, handler: (req) => repo.listInventories(db, restaurantScopeOf(req), req.query) });
  route(app, stock.inventory, { access, handler: (req) => service.openInventory(db, restaurantScopeOf(req), req.params.id) });
  route(app, stock.createInventory, { access, handler: (req) => service.createInventory(db, restaurantScopeOf(req), req.body) });
  route(app, stock.saveInventoryLines, {
    access,
    handler: (req) => service.saveLines(db, restaurantScopeOf(req), req.params.id, req.body),
  });
  route(app, stock.validateInventory, { access, handler: (req) => service.validateInventory(db, restaurantScopeOf(req), req.params.id) });
  route(app, stock.deleteInventory, { access, handler: (req) => service.deleteInventory(db, restaurantScopeOf(req), req.params.id) });

  const admin = { ...CATALOGUE_ACCESS, network: true };
  route(app, catalogue.inventories, { access: admin, handler: (req) => repo.listInventories(db, scopeOf(req), req.query) });
  route(app, catalogue.inventory, { access: admin, handler: (req) => service.getInventory(db, scopeOf(req), req.params.id) });
  route(app, catalogue.deleteInventory, { access: admin, handler: (req) => service.deleteInventory(db, scopeOf(req), req.params.id) });
};
