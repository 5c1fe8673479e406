import { cursorPageEnvelope, integrityReportSchema, journalEventSchema, journalListQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../../db/database';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { LEDGER_ACCESS, ledgerUrl, restaurantParams, complianceTags as tags } from '../common';
import { listEvents, recordEvent } from '../journal/service';
import { verifyLedger } from './verify';

export const complianceRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: LEDGER_ACCESS };
  app.post(ledgerUrl('compliance/integrity'), {
    config,
    schema: {
      tags,
      summary:
        "Contrôle d'intégrité : parcourt les chaînes des tickets, des clôtures et des archives fiscales, nomme le premier maillon rompu (journalisé)",
      params: restaurantParams,
      response: { 200: integrityReportSchema },
    },
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
        },
      });
      return report;
    },
  });
  app.get(ledgerUrl('compliance/events'), {
    config,
    schema: {
      tags,
      summary: 'Journal des événements',
      params: restaurantParams,
      querystring: journalListQuerySchema,
      response: { 200: cursorPageEnvelope(journalEventSchema) },
    },
    handler: (req) => listEvents(db, restaurantScopeOf(req), req.query),
  });
};
