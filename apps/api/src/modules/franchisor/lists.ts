import {
  franchisorEndpoints as franchisor,
  type NetworkCashMovement,
  type NetworkCashMovementListQuery,
  type NetworkListExportQuery,
  type NetworkSaleLine,
  type NetworkSaleLineListQuery,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../lib/endpoints';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { exportList, listCashMovements, listSaleLines } from '../caisse';
import { NETWORK_ACCESS, networkOf } from './network';

/**
 * The listing tabs of the network's analyses (docs/franchisor.md): the restaurant's own list reads and files
 * (caisse/analytics/lists.ts, the ledger's cash movements) given the network's scope — the chosen restaurants of the
 * franchisor's marks, a restaurant outside them refused by `networkOf` — each row named after its restaurant. The
 * tickets tab reads /franchisor/tickets.
 */
export const networkCashMovements = async (db: Db, scope: TenantScope, { restaurant_id, ...q }: NetworkCashMovementListQuery) => {
  const network = await networkOf(db, scope, restaurant_id);
  const page = await listCashMovements(db, network.scope, q);
  return {
    ...page,
    data: page.data.map((m): NetworkCashMovement => ({ ...m, restaurant_name: network.name(m.restaurant_id) })),
  };
};

export const networkSaleLines = async (db: Db, scope: TenantScope, { restaurant_id, ...q }: NetworkSaleLineListQuery) => {
  const network = await networkOf(db, scope, restaurant_id);
  const page = await listSaleLines(db, network.scope, q);
  return { ...page, data: page.data.map((l): NetworkSaleLine => ({ ...l, restaurant_name: network.name(l.restaurant_id) })) };
};

export const exportNetworkList = async (db: Db, scope: TenantScope, { restaurant_id, ...q }: NetworkListExportQuery) => {
  const network = await networkOf(db, scope, restaurant_id);
  return exportList(db, network.scope, q, { restaurants: network.restaurants, filename: 'analyses-reseau' });
};

export const networkListRoutes = (app: FastifyInstance, db: Db) => {
  const access = NETWORK_ACCESS;
  route(app, franchisor.cashMovements, { access, handler: (req) => networkCashMovements(db, scopeOf(req), req.query) });
  route(app, franchisor.saleLines, { access, handler: (req) => networkSaleLines(db, scopeOf(req), req.query) });
  route(app, franchisor.exportList, {
    access,
    handler: async (req, reply) => {
      const file = await exportNetworkList(db, scopeOf(req), req.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
};
