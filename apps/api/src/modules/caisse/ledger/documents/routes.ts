import { caisseLedgerEndpoints as ledger } from '@fitfit/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import type { FileStorage } from '../../../../lib/storage/file-storage';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { LEDGER_ACCESS } from '../common';
import { type DocumentFormat, printTicket } from './service';

/** The PDF answer: inline, named, and the print's rank in `x-duplicate` (0 = original). */
export const sendPdf = (reply: FastifyReply, pdf: Buffer, filename: string) =>
  reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(pdf);

/** Receipt (80 mm) and A4 invoice of a ticket; every print is recorded (PRODUCT §3.2: "DUPLICATA n°k"). */
export const documentRoutes = (app: FastifyInstance, db: Db, storage: FileStorage) => {
  const formats = [
    ['receipt', ledger.receipt],
    ['invoice', ledger.invoice],
  ] as const satisfies readonly (readonly [DocumentFormat, unknown])[];
  for (const [format, endpoint] of formats) {
    route(app, endpoint, {
      access: LEDGER_ACCESS,
      handler: async (req, reply) => {
        const printed = await printTicket(db, storage, restaurantScopeOf(req), req.params.id, format, req.auth!.user);
        return sendPdf(reply.header('x-duplicate', String(printed.duplicate)), printed.pdf, printed.filename);
      },
    });
  }
};
