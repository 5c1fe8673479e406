import { caisseAnalyticsEndpoints as analytics } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { reportsDb, sayStaleness } from '../../../db/standby';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ApiModule } from '../../types';
import { LEDGER_ACCESS } from '../ledger/common';
import { adjustmentRoutes } from './adjustments-routes';
import { salesCsv, salesXlsx } from './export';
import { exportList, listSaleLines } from './lists';
import { realTimeRoutes } from './realtime-routes';
import * as service from './service';

type Db = Parameters<ApiModule['routes']>[1]['db'];

/** `db`: the primary; the reads run on `reportsDb(db)`, the streaming standby when there is one (db/standby.ts). */
const routes = (app: FastifyInstance, primary: Db) => {
  const access = LEDGER_ACCESS;
  const db = reportsDb(primary);
  route(app, analytics.dashboard, {
    access,
    handler: async (req, reply) => {
      const stale = await sayStaleness(reply, primary);
      return { ...(await service.dashboard(db, restaurantScopeOf(req), req.query.period)), ...stale };
    },
  });
  route(app, analytics.sales, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, primary);
      return service.salesByDimension(db, restaurantScopeOf(req), req.query);
    },
  });
  route(app, analytics.exportSales, {
    access,
    handler: async (req, reply) => {
      const { format, ...q } = req.query;
      await sayStaleness(reply, primary);
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
const listRoutes = (app: FastifyInstance, primary: Db) => {
  const access = LEDGER_ACCESS;
  const db = reportsDb(primary);
  route(app, analytics.lines, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, primary);
      return listSaleLines(db, restaurantScopeOf(req), req.query);
    },
  });
  route(app, analytics.exportList, {
    access,
    handler: async (req, reply) => {
      await sayStaleness(reply, primary);
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
