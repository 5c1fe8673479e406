import {
  cashTransferInputSchema,
  cashTransferSchema,
  chequeSchema,
  countingDaysSchema,
  countingExpectedQuerySchema,
  countingInputSchema,
  countingListQuerySchema,
  countingSchema,
  depositCancelSchema,
  depositExportQuerySchema,
  depositInputSchema,
  depositListQuerySchema,
  depositSchema,
  fundMovementQuerySchema,
  fundMovementSchema,
  fundsSchema,
  pageEnvelope,
  pageQuerySchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { idParams, restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ApiModule } from '../../types';
import { CARD_ACCESS } from '../common';
import { sellerMentions } from '../ledger/documents/service';
import { recordEvent } from '../ledger/journal/service';
import { countingDays, createCounting, expectedCash, listCountings } from './countings';
import { cancelDeposit, createDeposit, depositsBetween, findDeposit, listDeposits, pendingCheques } from './deposits';
import { depositSlipPdf, depositsCsv, depositsPdf, depositsXlsx } from './documents';
import { availableFunds, listFundMovements } from './funds';
import { createTransfer, listTransfers } from './transfers';

const tags = ['caisse — banque'];
const url = (path: string) => restaurantUrl(`caisse/banking/${path}`);
const config = { access: CARD_ACCESS };
/**
 * Moving cash between a register and the safe is done by the restaurant's own people: the franchisor, who sees
 * the network's caisse screens, does not move a restaurant's cash (docs/caisse-banking.md "Transfers").
 */
const TRANSFER_ACCESS = { ...CARD_ACCESS, roles: ['admin', 'restorer'] as const };

const bankingRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(url('funds'), {
    config,
    schema: {
      tags,
      summary: 'Fonds disponibles par nature, et espèces par caisse et au coffre',
      params: restaurantParams,
      response: { 200: fundsSchema },
    },
    handler: (req) => availableFunds(db, restaurantScopeOf(req)),
  });
  app.get(url('funds/movements'), {
    config,
    schema: {
      tags,
      summary: 'Les mouvements derrière un montant des fonds disponibles (paginés)',
      params: restaurantParams,
      querystring: fundMovementQuerySchema,
      response: { 200: pageEnvelope(fundMovementSchema) },
    },
    handler: (req) => listFundMovements(db, restaurantScopeOf(req), req.query),
  });

  app.get(url('cheques'), {
    config,
    schema: {
      tags,
      summary: 'Chèques à remettre (encaissés, dans aucune remise validée)',
      params: restaurantParams,
      response: { 200: z.array(chequeSchema) },
    },
    handler: (req) => pendingCheques(db, restaurantScopeOf(req)),
  });

  app.get(url('transfers'), {
    config,
    schema: {
      tags,
      summary: 'Transferts entre caisses et coffre',
      params: restaurantParams,
      querystring: pageQuerySchema,
      response: { 200: pageEnvelope(cashTransferSchema) },
    },
    handler: (req) => listTransfers(db, restaurantScopeOf(req), req.query),
  });
  app.post(url('transfers'), {
    config: { access: TRANSFER_ACCESS },
    schema: {
      tags,
      summary: 'Transférer des espèces d’une caisse au coffre ou du coffre à une caisse (hors clôture)',
      params: restaurantParams,
      body: cashTransferInputSchema,
      response: { 201: cashTransferSchema },
    },
    handler: async (req, reply) => reply.code(201).send(await createTransfer(db, restaurantScopeOf(req), req.body, req.auth!.user)),
  });

  app.get(url('countings'), {
    config,
    schema: {
      tags,
      summary: 'Comptages de caisse et du coffre',
      params: restaurantParams,
      querystring: countingListQuerySchema,
      response: { 200: pageEnvelope(countingSchema) },
    },
    handler: (req) => listCountings(db, restaurantScopeOf(req), req.query),
  });
  app.get(url('countings/expected'), {
    config,
    schema: {
      tags,
      summary: 'Ce que la caisse ou le coffre devrait contenir maintenant',
      params: restaurantParams,
      querystring: countingExpectedQuerySchema,
      response: { 200: z.object({ expected_cents: z.number().int() }) },
    },
    handler: async (req) => ({ expected_cents: await expectedCash(db, restaurantScopeOf(req), req.query.place, req.query.register_id) }),
  });
  app.get(url('countings/days'), {
    config,
    schema: {
      tags,
      summary: "Les journées qu'un comptage peut nommer (non clôturées, avec ventes, et aujourd'hui) ; par défaut la plus ancienne",
      params: restaurantParams,
      response: { 200: countingDaysSchema },
    },
    handler: (req) => countingDays(db, restaurantScopeOf(req)),
  });
  app.post(url('countings'), {
    config,
    schema: {
      tags,
      summary: 'Compter une caisse ou le coffre par coupure (attendu, compté, écart motivé au-delà du seuil)',
      params: restaurantParams,
      body: countingInputSchema,
      response: { 201: countingSchema },
    },
    handler: async (req, reply) => reply.code(201).send(await createCounting(db, restaurantScopeOf(req), req.body, req.auth!.user)),
  });

  app.get(url('deposits'), {
    config,
    schema: {
      tags,
      summary: 'Remises en banque',
      params: restaurantParams,
      querystring: depositListQuerySchema,
      response: { 200: pageEnvelope(depositSchema) },
    },
    handler: (req) => listDeposits(db, restaurantScopeOf(req), req.query),
  });
  app.get(url('deposits/export'), {
    config,
    schema: {
      tags,
      summary: "Exporter les remises d'une période (CSV, XLSX ou PDF)",
      params: restaurantParams,
      querystring: depositExportQuerySchema,
    },
    handler: async (req, reply) => {
      const { from, to, format } = req.query;
      const scope = restaurantScopeOf(req);
      const deposits = await depositsBetween(db, scope, from, to);
      const title = `Remises en banque du ${from.split('-').reverse().join('/')} au ${to.split('-').reverse().join('/')}`;
      const body =
        format === 'csv' ? depositsCsv(deposits) : format === 'xlsx' ? await depositsXlsx(deposits) : await depositsPdf(deposits, title);
      await recordEvent(db, scope.restaurantId, {
        kind: 'export',
        user: req.auth!.user,
        details: { what: 'deposits', format, from, to, deposits_count: deposits.length, size: body.length },
      });
      const type = {
        csv: 'text/csv; charset=utf-8',
        xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        pdf: 'application/pdf',
      }[format];
      return reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename="remises-${from}-${to}.${format}"`)
        .send(body);
    },
  });
  app.get(url('deposits/:id'), {
    config,
    schema: { tags, summary: 'Une remise en banque', params: idParams, response: { 200: depositSchema } },
    handler: (req) => findDeposit(db, restaurantScopeOf(req), req.params.id),
  });
  app.post(url('deposits'), {
    config,
    schema: {
      tags,
      summary: 'Enregistrer une remise en banque (validée, jamais modifiée ensuite)',
      params: restaurantParams,
      body: depositInputSchema,
      response: { 201: depositSchema },
    },
    handler: async (req, reply) => reply.code(201).send(await createDeposit(db, restaurantScopeOf(req), req.body, req.auth!.user)),
  });
  app.post(url('deposits/:id/cancel'), {
    config,
    schema: {
      tags,
      summary: 'Annuler une remise avec son motif',
      params: idParams,
      body: depositCancelSchema,
      response: { 200: depositSchema },
    },
    handler: (req) => cancelDeposit(db, restaurantScopeOf(req), req.params.id, req.body.reason, req.auth!.user),
  });
  app.get(url('deposits/:id/slip.pdf'), {
    config,
    schema: { tags, summary: 'Bordereau de remise (PDF)', params: idParams },
    handler: async (req, reply) => {
      const scope = restaurantScopeOf(req);
      const [deposit, seller] = await Promise.all([findDeposit(db, scope, req.params.id), sellerMentions(db, scope)]);
      const pdf = await depositSlipPdf(deposit, seller);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="bordereau-remise-${deposit.number}.pdf"`)
        .send(pdf);
    },
  });
};

/** Banking of the cash register (issue 12, docs/caisse-banking.md): countings, available funds, deposits. */
export const caisseBankingModule: ApiModule = {
  name: 'caisse-banking',
  routes: (app, { db }) => bankingRoutes(app, db),
};
