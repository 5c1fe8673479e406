import {
  cursorPageEnvelope,
  networkClosingExportQuerySchema,
  networkClosingListQuerySchema,
  networkClosingRowSchema,
  networkClosingSchema,
  networkDashboardQuerySchema,
  networkDashboardSchema,
  networkRestaurantSchema,
  networkSalesExportQuerySchema,
  networkSalesQuerySchema,
  networkTicketDetailSchema,
  networkTicketListQuerySchema,
  networkTicketSchema,
  royaltiesQuerySchema,
  royaltiesSchema,
  salesByDimensionSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { scopeOf } from '../../lib/tenant-scope';
import { exportClosings, salesCsv, salesXlsx } from '../caisse';
import type { ApiModule } from '../types';
import { networkDashboard } from './dashboard';
import { networkClosing, networkClosings, networkTicket, networkTickets } from './ledger';
import { networkListRoutes } from './lists';
import { NETWORK_ACCESS, networkOf, networkRestaurants } from './network';
import { networkRealTimeRoutes } from './realtime';
import { networkSales, royalties } from './sales';

const tags = ['franchiseur'];
const url = (path: string) => `/api/v1/franchisor/${path}`;
const idParams = z.object({ id: z.uuid() });

const routes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: NETWORK_ACCESS };

  app.get(url('restaurants'), {
    config,
    schema: {
      tags,
      summary: 'Les restaurants du réseau (filtre « Tous les restaurants »)',
      response: { 200: z.array(networkRestaurantSchema) },
    },
    handler: (req) => networkRestaurants(db, scopeOf(req)),
  });
  app.get(url('dashboard'), {
    config,
    schema: {
      tags,
      summary: "Tableau de bord du réseau : aujourd'hui, semaine, mois contre N-1, classement des restaurants",
      querystring: networkDashboardQuerySchema,
      response: { 200: networkDashboardSchema },
    },
    handler: (req) => networkDashboard(db, scopeOf(req), req.query),
  });
  app.get(url('analytics/sales'), {
    config,
    schema: {
      tags,
      summary: 'Analyses du réseau : une dimension sur une période (ou une ligne par restaurant), avec comparaison',
      querystring: networkSalesQuerySchema,
      response: { 200: salesByDimensionSchema },
    },
    handler: (req) => networkSales(db, scopeOf(req), req.query),
  });
  app.get(url('analytics/sales/export'), {
    config,
    schema: {
      tags,
      summary: 'Exporter un onglet des analyses du réseau (CSV ; avec BOM, ou XLSX)',
      querystring: networkSalesExportQuerySchema,
    },
    handler: async (req, reply) => {
      const { format, ...q } = req.query;
      const sales = await networkSales(db, scopeOf(req), q);
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
  app.get(url('royalties'), {
    config,
    schema: {
      tags,
      summary: 'Redevances et contributions publicitaires dues par restaurant et par mois (taux de la marque × CA HT)',
      querystring: royaltiesQuerySchema,
      response: { 200: royaltiesSchema },
    },
    handler: (req) => royalties(db, scopeOf(req), req.query),
  });
  app.get(url('tickets'), {
    config,
    schema: {
      tags,
      summary: 'Tickets du réseau (pagination par curseur), filtrés comme ceux du restaurant',
      querystring: networkTicketListQuerySchema,
      response: { 200: cursorPageEnvelope(networkTicketSchema) },
    },
    handler: (req) => networkTickets(db, scopeOf(req), req.query),
  });
  app.get(url('tickets/:id'), {
    config,
    schema: { tags, summary: "Un ticket d'un restaurant du réseau", params: idParams, response: { 200: networkTicketDetailSchema } },
    handler: (req) => networkTicket(db, scopeOf(req), req.params.id),
  });
  app.get(url('closings/export'), {
    config,
    schema: {
      tags,
      summary: 'Exporter les clôtures du réseau sur une période (CSV, XLSX, PDF)',
      querystring: networkClosingExportQuerySchema,
    },
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
  app.get(url('closings'), {
    config,
    schema: {
      tags,
      summary: 'Clôtures du réseau : journalières (pagination par curseur), ou mensuelles / annuelles par restaurant et pour le réseau',
      querystring: networkClosingListQuerySchema,
      response: { 200: cursorPageEnvelope(networkClosingRowSchema) },
    },
    handler: (req) => networkClosings(db, scopeOf(req), req.query),
  });
  app.get(url('closings/:id'), {
    config,
    schema: { tags, summary: "Une clôture d'un restaurant du réseau", params: idParams, response: { 200: networkClosingSchema } },
    handler: (req) => networkClosing(db, scopeOf(req), req.params.id),
  });
};

/** The franchisor's network screens (issue 11, docs/franchisor.md): the cash register's screens over its marks' restaurants. */
export const franchisorModule: ApiModule = {
  name: 'franchisor',
  routes: (app, { db, sse }) => {
    routes(app, db);
    networkRealTimeRoutes(app, db, sse);
    networkListRoutes(app, db);
  },
};
