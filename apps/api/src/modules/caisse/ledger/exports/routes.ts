import { closingExportQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../../db/database';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { LEDGER_ACCESS, ledgerTags, ledgerUrl, restaurantParams } from '../common';
import { exportClosings } from './service';

export const exportRoutes = (app: FastifyInstance, db: Db) => {
  app.withTypeProvider<ZodTypeProvider>().get(ledgerUrl('closings/export'), {
    config: { access: LEDGER_ACCESS },
    schema: {
      tags: ledgerTags,
      summary: 'Exporter les clôtures d’une période (CSV, XLSX ou PDF) avec sous-totaux mensuels et annuels',
      params: restaurantParams,
      querystring: closingExportQuerySchema,
    },
    handler: async (req, reply) => {
      const file = await exportClosings(db, { scope: restaurantScopeOf(req) }, req.query, req.auth!.user);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
};
