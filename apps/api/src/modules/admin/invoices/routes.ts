import {
  creditNoteRequestSchema,
  invoiceListQuerySchema,
  invoicePaymentSchema,
  invoicePeriodsSchema,
  invoiceRunRequestSchema,
  invoiceRunResponseSchema,
  pageEnvelope,
  subscriptionInvoiceSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors';
import type { ModuleDeps } from '../../types';
import { renderInvoicePdf } from './pdf';
import * as repo from './repository';
import * as service from './service';

const access = { roles: ['admin'] as const };
const idParams = z.object({ id: z.uuid() });

export const adminInvoicesRoutes = (root: FastifyInstance, { db }: ModuleDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get('/api/v1/admin/subscription_invoices', {
    config: { access },
    schema: {
      tags,
      summary: "Factures d'abonnement (filtre statut, recherche par numéro ou restaurant)",
      querystring: invoiceListQuerySchema,
      response: { 200: pageEnvelope(subscriptionInvoiceSchema) },
    },
    handler: (request) => repo.list(db, request.query),
  });

  app.post('/api/v1/admin/subscription_invoices/run', {
    config: { access },
    schema: {
      tags,
      summary:
        'Facturation d’un mois terminé : une facture par abonnement facturable, au prorata des jours détenus (idempotent ; 422 si le mois n’est pas fini)',
      body: invoiceRunRequestSchema,
      response: { 200: invoiceRunResponseSchema },
    },
    handler: (request) => service.run(db, request.body.period),
  });

  app.get('/api/v1/admin/subscription_invoices/periods', {
    config: { access },
    schema: {
      tags,
      summary: 'Mois facturables : du premier abonnement au dernier mois terminé (le plus récent d’abord)',
      response: { 200: invoicePeriodsSchema },
    },
    handler: () => service.periods(db),
  });

  app.get('/api/v1/admin/subscription_invoices/:id', {
    config: { access },
    schema: { tags, summary: 'Une facture', params: idParams, response: { 200: subscriptionInvoiceSchema } },
    handler: (request) => service.get(db, request.params.id),
  });

  app.patch('/api/v1/admin/subscription_invoices/:id/paid', {
    config: { access },
    schema: {
      tags,
      summary: 'Marquer une facture payée : date et moyen de paiement',
      params: idParams,
      body: invoicePaymentSchema,
      response: { 200: subscriptionInvoiceSchema },
    },
    handler: (request) => service.markPaid(db, request.params.id, request.body),
  });

  app.post('/api/v1/admin/subscription_invoices/:id/credit_note', {
    config: { access },
    schema: {
      tags,
      summary: 'Annuler une facture par un avoir (AV-AAAA-NNNNNN) ; une facture n’est jamais supprimée',
      params: idParams,
      body: creditNoteRequestSchema,
      response: { 201: subscriptionInvoiceSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await service.creditNote(db, request.params.id, request.body)),
  });

  app.get('/api/v1/admin/subscription_invoices/:id/credit_note/pdf', {
    config: { access },
    schema: { tags, summary: 'Avoir au format PDF', params: idParams },
    handler: async (request, reply) => {
      const invoice = await repo.findForPdf(db, request.params.id);
      if (!invoice?.credit_note) throw notFound('Cette facture n’a pas d’avoir');
      const pdf = await renderInvoicePdf(invoice, invoice.credit_note);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoice.credit_note.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.get('/api/v1/admin/subscription_invoices/:id/pdf', {
    config: { access },
    schema: { tags, summary: 'Facture au format PDF', params: idParams },
    handler: async (request, reply) => {
      const invoice = await repo.findForPdf(db, request.params.id);
      if (!invoice) throw notFound('Facture introuvable');
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
