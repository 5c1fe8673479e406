import { adminBillingEndpoints as e } from '@fitfit/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../../lib/endpoints';
import { notFound } from '../../../lib/http-errors';
import type { ModuleDeps } from '../../types';
import { renderInvoicePdf } from './pdf';
import * as repo from './repository';
import * as service from './service';

const access = { roles: ['admin'] as const };

const sendPdf = (reply: FastifyReply, pdf: Buffer, number: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

export const adminInvoicesRoutes = (app: FastifyInstance, { db }: ModuleDeps) => {
  route(app, e.invoices, { access, handler: (req) => repo.list(db, req.query) });
  route(app, e.runInvoices, { access, handler: (req) => service.run(db, req.body.period) });
  route(app, e.invoicePeriods, { access, handler: () => service.periods(db) });
  route(app, e.invoice, { access, handler: (req) => service.get(db, req.params.id) });
  route(app, e.markInvoicePaid, { access, handler: (req) => service.markPaid(db, req.params.id, req.body) });
  route(app, e.creditNote, { access, handler: (req) => service.creditNote(db, req.params.id, req.body) });
  route(app, e.creditNotePdf, {
    access,
    handler: async (req, reply) => {
      const invoice = await repo.findForPdf(db, req.params.id);
      if (!invoice?.credit_note) throw notFound('Cette facture n’a pas d’avoir');
      return sendPdf(reply, await renderInvoicePdf(invoice, invoice.credit_note), invoice.credit_note.number);
    },
  });
  route(app, e.invoicePdf, {
    access,
    handler: async (req, reply) => {
      const invoice = await repo.findForPdf(db, req.params.id);
      if (!invoice) throw notFound('Facture introuvable');
      return sendPdf(reply, await renderInvoicePdf(invoice), invoice.number);
    },
  });
};
