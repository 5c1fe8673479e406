import { caisseLedgerEndpoints as ledger } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { LEDGER_ACCESS } from '../common';
import * as service from './service';

export const closingRoutes = (app: FastifyInstance, db: Db) => {
  const access = LEDGER_ACCESS;
  route(app, ledger.closings, { access, handler: (req) => service.listClosings(db, restaurantScopeOf(req), req.query) });
  route(app, ledger.closing, { access, handler: (req) => service.getClosing(db, restaurantScopeOf(req), req.params.id) });
  route(app, ledger.closingTickets, {
    access,
    handler: (req) => service.closingTickets(db, restaurantScopeOf(req), req.params.id, req.query),
  });
  route(app, ledger.previewDay, { access, handler: (req) => service.previewDay(db, restaurantScopeOf(req), req.params.date) });
  route(app, ledger.closeDay, {
    access,
    handler: (req) => service.closeDay(db, restaurantScopeOf(req), req.params.date, req.body, req.auth!.user),
  });
};
