import { sendInvoiceInputSchema, sendInvoiceResultSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../../db/database';
import type { Mailer } from '../../../../lib/mailer';
import type { FileStorage } from '../../../../lib/storage/file-storage';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { idParams, LEDGER_ACCESS, ledgerTags, ledgerUrl } from '../common';
import { sendInvoice } from './service';

export const mailRoutes = (app: FastifyInstance, db: Db, mailer: Mailer, storage: FileStorage) => {
  app.withTypeProvider<ZodTypeProvider>().post(ledgerUrl('tickets/:id/send-invoice'), {
    config: { access: LEDGER_ACCESS },
    schema: {
      tags: ledgerTags,
      summary: 'Envoyer la facture du ticket par e-mail (PDF joint)',
      params: idParams,
      body: sendInvoiceInputSchema,
      response: { 200: sendInvoiceResultSchema },
    },
    handler: (req) => sendInvoice(db, mailer, storage, restaurantScopeOf(req), req.params.id, req.body.email, req.auth!.user),
  });
};
