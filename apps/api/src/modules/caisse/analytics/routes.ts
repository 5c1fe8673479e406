import {
  analyticsListExportQuerySchema,
  cursorPageEnvelope,
  dashboardQuerySchema,
  dashboardSchema,
  saleLineListQuerySchema,
  saleLineSchema,
  salesByDimensionQuerySchema,
  salesByDimensionSchema,
  salesExportQuerySchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ApiModule } from '../../types';
import { LEDGER_ACCESS, ledgerUrl, restaurantParams } from '../ledger/common';
import { adjustmentRoutes } from './adjustments-routes';
import { salesCsv, salesXlsx } from './export';
import { exportList, listSaleLines } from './lists';
import { realTimeRoutes } from './realtime-routes';
import * as service from './service';

const tags = ['caisse — analyses'];

const routes = (root: FastifyInstance, db: Parameters<ApiModule['routes']>[1]['db']) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: LEDGER_ACCESS };
  app.get(ledgerUrl('analytics/dashboard'), {
    config,
    schema: {
      tags,
      summary: "Tableau de bord : aujourd'hui, cette semaine, ce mois-ci contre les mêmes jours de l'an dernier",
      params: restaurantParams,
      querystring: dashboardQuerySchema,
      response: { 200: dashboardSchema },
    },
    handler: (req) => service.dashboard(db, restaurantScopeOf(req), req.query.period),
  });
  app.get(ledgerUrl('analytics/sales'), {
    config,
    schema: {
      tags,
      summary: 'Analyses : les ventes d’une période par dimension, avec une période de comparaison',
      params: restaurantParams,
      querystring: salesByDimensionQuerySchema,
      response: { 200: salesByDimensionSchema },
    },
    handler: (req) => service.salesByDimension(db, restaurantScopeOf(req), req.query),
  });
  app.get(ledgerUrl('analytics/sales/export'), {
    config,
    schema: {
      tags,
      summary: 'Exporter un onglet des analyses (CSV ; avec BOM, ou XLSX)',
      params: restaurantParams,
      querystring: salesExportQuerySchema,
    },
    handler: async (req, reply) => {
      const { format, ...q } = req.query;
      const sales = await service.salesByDimension(db, restaurantScopeOf(req), q);
      const byDay = q.by === 'day';
      const name = `analyses-${q.dimension}-${q.from}-${q.to}.${format}`;
      return reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(format === 'csv' ? salesCsv(sales, byDay) : await salesXlsx(sales, byDay));
    },
  });
};

/** The analyses tabs that list rows (lists.ts): every sale line, and each listing tab as a file. */
const listRoutes = (root: FastifyInstance, db: Parameters<ApiModule['routes']>[1]['db']) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: LEDGER_ACCESS };
  app.get(ledgerUrl('analytics/lines'), {
    config,
    schema: {
      tags,
      summary: 'Toutes les ventes : les lignes des tickets d’une période, les plus récentes d’abord (curseur)',
      params: restaurantParams,
      querystring: saleLineListQuerySchema,
      response: { 200: cursorPageEnvelope(saleLineSchema) },
    },
    handler: (req) => listSaleLines(db, restaurantScopeOf(req), req.query),
  });
  app.get(ledgerUrl('analytics/lists/export'), {
    config,
    schema: {
      tags,
      summary: 'Exporter un onglet de liste des analyses (tickets, mouvements de caisse, toutes les ventes) en CSV ou XLSX',
      params: restaurantParams,
      querystring: analyticsListExportQuerySchema,
    },
    handler: async (req, reply) => {
      const file = await exportList(db, restaurantScopeOf(req), req.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
};

/** Sales analytics of the cash register (issue 11, docs/caisse-analytics.md): dashboard and analyses. */
export const caisseAnalyticsModule: ApiModule = {
  name: 'caisse-analytics',
  routes: (app, { db, sse }) => {
    routes(app, db);
    listRoutes(app, db);
    adjustmentRoutes(app, db);
    realTimeRoutes(app, db, sse);
  },
};
