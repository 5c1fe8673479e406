import {
  cancellationExportQuerySchema,
  cancellationListQuerySchema,
  cancellationSchema,
  cancellationSummaryQuerySchema,
  cancellationSummarySchema,
  cursorPageEnvelope,
  discountExportQuerySchema,
  discountQuerySchema,
  discountsSchema,
} from '@fitfit/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { LEDGER_ACCESS, ledgerUrl, restaurantParams } from '../ledger/common';
import { cancellationSummary, exportCancellations, listCancellations } from './cancellations';
import { discounts, exportDiscounts } from './discounts';

const tags = ['caisse — analyses'];
const send = (reply: FastifyReply, file: { filename: string; contentType: string; body: Buffer }) =>
  reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);

/** The « Annulations » and « Remises » tabs of the analyses (cancellations.ts, discounts.ts). */
export const adjustmentRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: LEDGER_ACCESS };
  app.get(ledgerUrl('analytics/cancellations'), {
    config,
    schema: {
      tags,
      summary: 'Annulations : les tickets d’annulation émis sur une période, les plus récents d’abord (curseur)',
      params: restaurantParams,
      querystring: cancellationListQuerySchema,
      response: { 200: cursorPageEnvelope(cancellationSchema) },
    },
    handler: (req) => listCancellations(db, restaurantScopeOf(req), req.query),
  });
  app.get(ledgerUrl('analytics/cancellations/summary'), {
    config,
    schema: {
      tags,
      summary: 'Annulations : totaux par jour, par utilisateur et par vendeur, et ventes nettes par jour du ticket d’origine',
      params: restaurantParams,
      querystring: cancellationSummaryQuerySchema,
      response: { 200: cancellationSummarySchema },
    },
    handler: (req) => cancellationSummary(db, restaurantScopeOf(req), req.query),
  });
  app.get(ledgerUrl('analytics/cancellations/export'), {
    config,
    schema: {
      tags,
      summary: 'Exporter un tableau de l’onglet Annulations (CSV ; avec BOM, ou XLSX)',
      params: restaurantParams,
      querystring: cancellationExportQuerySchema,
    },
    handler: async (req, reply) => send(reply, await exportCancellations(db, restaurantScopeOf(req), req.query)),
  });
  app.get(ledgerUrl('analytics/discounts'), {
    config,
    schema: {
      tags,
      summary: 'Remises : remises de ligne et offerts par produit, catégorie ou vendeur, et leur taux sur le CA brut',
      params: restaurantParams,
      querystring: discountQuerySchema,
      response: { 200: discountsSchema },
    },
    handler: (req) => discounts(db, restaurantScopeOf(req), req.query),
  });
  app.get(ledgerUrl('analytics/discounts/export'), {
    config,
    schema: {
      tags,
      summary: 'Exporter l’onglet Remises (CSV ; avec BOM, ou XLSX)',
      params: restaurantParams,
      querystring: discountExportQuerySchema,
    },
    handler: async (req, reply) => send(reply, await exportDiscounts(db, restaurantScopeOf(req), req.query)),
  });
};
