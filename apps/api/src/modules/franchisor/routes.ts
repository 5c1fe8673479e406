import { franchisorEndpoints as franchisor } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { reportsDb, sayStaleness } from '../../db/standby';
import { route } from '../../lib/endpoints';
import { scopeOf } from '../../lib/tenant-scope';
import { exportClosings, salesCsv, salesXlsx } from '../caisse';
import type { ApiModule } from '../types';
import { networkDashboard } from './dashboard';
import { networkClosing, networkClosings, networkTicket, networkTickets } from './ledger';
import { networkListRoutes } from './lists';
import { NETWORK_ACCESS as access, networkOf, networkRestaurants } from './network';
import { networkRealTimeRoutes } from './realtime';
import { networkSales, royalties } from './sales';

const routes = (app: FastifyInstance, db: Db) => {
  route(app, franchisor.restaurants, { access, handler: (req) => networkRestaurants(db, scopeOf(req)) });
  // the network's figures and their files read on the reports' standby when there is one (db/standby.ts)
  const reports = reportsDb(db);
  route(app, franchisor.dashboard, {
    access,
    handler: async (req, reply) => {
      const stale = await sayStaleness(reply, db);
      return { ...(await networkDashboard(reports, scopeOf(req), req.query)), ...stale };
    },
  });
  route(app, franchisor.sales, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, db);
      return networkSales(reports, scopeOf(req), req.query);
    },
  });
  route(app, franchisor.exportSales, {
    access,
    handler: async (req, reply) => {
      const { format, ...q } = req.query;
      await sayStaleness(reply, db);
      const sales = await networkSales(reports, scopeOf(req), q);
      const byDay = q.by === 'day';
      const first = q.by === 'restaurant' ? 'Restaurant' : undefined;
      return reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header(
          'content-disposition',
          `attachment; filename="analyses-reseau-${q.by === 'restaurant' ? 'restaurants' : q.dimension}-${q.from}-${q.to}.${format}"`,
        )
        .send(format === 'csv' ? salesCsv(sales, byDay, first) : await salesXlsx(sales, byDay, first));
    },
  });
  route(app, franchisor.royalties, { access, handler: (req) => royalties(db, scopeOf(req), req.query) });
  route(app, franchisor.tickets, { access, handler: (req) => networkTickets(db, scopeOf(req), req.query) });
  route(app, franchisor.ticket, { access, handler: (req) => networkTicket(db, scopeOf(req), req.params.id) });
  route(app, franchisor.exportClosings, {
    access,
    handler: async (req, reply) => {
      // the restaurant export, one section per restaurant of the network (named), journaled in each
      const network = await networkOf(db, scopeOf(req), req.query.restaurant_id);
      const file = await exportClosings(db, { scope: network.scope, restaurants: network.restaurants }, req.query, req.auth!.user);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
  route(app, franchisor.closings, { access, handler: (req) => networkClosings(db, scopeOf(req), req.query) });
  route(app, franchisor.closing, { access, handler: (req) => networkClosing(db, scopeOf(req), req.params.id) });
};

/** The franchisor's network screens (issue 11, docs/franchisor.md): the cash register's screens over its marks' restaurants. */
export const franchisorModule: ApiModule = {
  name: 'franchisor',
  routes: (app, { db, sse }) => {
    routes(app, db);
    networkRealTimeRoutes(app, db, sse);
    networkListRoutes(app, reportsDb(db)); // read-only lists and their files: on the standby when there is one
  },
};
