import { caisseLedgerEndpoints as ledger } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { LEDGER_ACCESS } from '../common';
import { listEvents, recordEvent } from '../journal/service';
import { verifyLedger } from './verify';

export const complianceRoutes = (app: FastifyInstance, db: Db) => {
  route(app, ledger.checkIntegrity, {
    access: LEDGER_ACCESS,
    handler: async (req) => {
      const scope = restaurantScopeOf(req);
      const report = await verifyLedger(db, scope);
      await recordEvent(db, scope.restaurantId, {
        kind: 'integrity_check',
        user: req.auth?.user,
        details: {
          ok: report.ok,
          tickets: report.tickets.checked,
          closings: report.closings.checked,
          archives: report.archives.checked,
          break:
            report.tickets.first_break?.message ?? report.closings.first_break?.message ?? report.archives.first_break?.message ?? null,
          breaks: report.tickets.breaks.length + report.closings.breaks.length + report.archives.breaks.length,
        },
      });
      return report;
    },
  });
  route(app, ledger.events, {
    access: LEDGER_ACCESS,
    handler: (req) => listEvents(db, restaurantScopeOf(req), req.query),
  });
};
