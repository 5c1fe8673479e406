import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../../db/database';
import type { FileStorage } from '../../../../lib/storage/file-storage';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { idParams, LEDGER_ACCESS, ledgerTags, ledgerUrl } from '../common';
import { type DocumentFormat, printTicket } from './service';

/** The PDF answer: inline, named, and the print's rank in `x-duplicate` (0 = original). */
export const sendPdf = (reply: FastifyReply, pdf: Buffer, filename: string) =>
  reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(pdf);

/** Receipt (80 mm) and A4 invoice of a ticket; every print is recorded (PRODUCT §3.2: "DUPLICATA n°k"). */
export const documentRoutes = (app: FastifyInstance, db: Db, storage: FileStorage) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const formats: [DocumentFormat, string, string][] = [
    ['receipt', 'receipt.pdf', 'Ticket de caisse 80 mm (PDF), réimpression en duplicata'],
    ['invoice', 'invoice.pdf', 'Facture A4 du ticket (PDF), réimpression en duplicata'],
  ];
  for (const [format, file, summary] of formats) {
    r.get(ledgerUrl(`tickets/:id/${file}`), {
      config: { access: LEDGER_ACCESS },
      schema: { tags: ledgerTags, summary, params: idParams },
      handler: async (req, reply) => {
        const printed = await printTicket(db, storage, restaurantScopeOf(req), req.params.id, format, req.auth!.user);
        return sendPdf(reply.header('x-duplicate', String(printed.duplicate)), printed.pdf, printed.filename);
      },
    });
  }
};
