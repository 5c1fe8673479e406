import { caisseLedgerEndpoints as ledger } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { LEDGER_ACCESS } from '../common';
import { exportClosings } from './service';

export const exportRoutes = (app: FastifyInstance, db: Db) => {
  route(app, ledger.exportClosings, {
    access: LEDGER_ACCESS,
    handler: async (req, reply) => {
      const file = await exportClosings(db, { scope: restaurantScopeOf(req) }, req.query, req.auth!.user);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
};
