import { z } from 'zod';
import {
  cashTransferInputSchema,
  cashTransferSchema,
  chequeSchema,
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
} from '../caisse-banking';
import { countingDaysSchema } from '../caisse-closing-safeguards';
import { pageEnvelope, pageQuerySchema } from '../paging';
import { endpoint, fileAnswer } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const tags = ['caisse — banque'] as const;
const params = restaurantParamsSchema;
const itemParams = restaurantItemParamsSchema;
const path = <const P extends string>(p: P) => restaurantPath(`caisse/banking/${p}`);

/** What a register or the safe should hold now. */
export const expectedCashSchema = z.object({ expected_cents: z.number().int() });

/** Banking of the cash register (docs/caisse-banking.md): available funds, transfers, countings, bank deposits. */
export const caisseBankingEndpoints = {
  funds: endpoint({
    method: 'GET',
    path: path('funds'),
    params,
    response: fundsSchema,
    summary: 'Fonds disponibles par nature, et espèces par caisse et au coffre',
    tags,
  }),
  fundMovements: endpoint({
    method: 'GET',
    path: path('funds/movements'),
    params,
    query: fundMovementQuerySchema,
    response: pageEnvelope(fundMovementSchema),
    summary: 'Les mouvements derrière un montant des fonds disponibles (paginés)',
    tags,
  }),
  cheques: endpoint({
    method: 'GET',
    path: path('cheques'),
    params,
    response: z.array(chequeSchema),
    summary: 'Chèques à remettre (encaissés, dans aucune remise validée)',
    tags,
  }),
  transfers: endpoint({
    method: 'GET',
    path: path('transfers'),
    params,
    query: pageQuerySchema,
    response: pageEnvelope(cashTransferSchema),
    summary: 'Transferts entre caisses et coffre',
    tags,
  }),
  transfer: endpoint({
    method: 'POST',
    path: path('transfers'),
    params,
    body: cashTransferInputSchema,
    response: cashTransferSchema,
    status: 201,
    summary: 'Transférer des espèces d’une caisse au coffre ou du coffre à une caisse (hors clôture)',
    tags,
  }),
  countings: endpoint({
    method: 'GET',
    path: path('countings'),
    params,
    query: countingListQuerySchema,
    response: pageEnvelope(countingSchema),
    summary: 'Comptages de caisse et du coffre',
    tags,
  }),
  expected: endpoint({
    method: 'GET',
    path: path('countings/expected'),
    params,
    query: countingExpectedQuerySchema,
    response: expectedCashSchema,
    summary: 'Ce que la caisse ou le coffre devrait contenir maintenant',
    tags,
  }),
  countingDays: endpoint({
    method: 'GET',
    path: path('countings/days'),
    params,
    response: countingDaysSchema,
    summary: "Les journées qu'un comptage peut nommer (non clôturées, avec ventes, et aujourd'hui) ; par défaut la plus ancienne",
    tags,
  }),
  count: endpoint({
    method: 'POST',
    path: path('countings'),
    params,
    body: countingInputSchema,
    response: countingSchema,
    status: 201,
    summary: 'Compter une caisse ou le coffre par coupure (attendu, compté, écart motivé au-delà du seuil)',
    tags,
  }),
  deposits: endpoint({
    method: 'GET',
    path: path('deposits'),
    params,
    query: depositListQuerySchema,
    response: pageEnvelope(depositSchema),
    summary: 'Remises en banque',
    tags,
  }),
  exportDeposits: endpoint({
    method: 'GET',
    path: path('deposits/export'),
    params,
    query: depositExportQuerySchema,
    response: fileAnswer('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'),
    summary: "Exporter les remises d'une période (CSV, XLSX ou PDF)",
    tags,
  }),
  deposit: endpoint({
    method: 'GET',
    path: path('deposits/:id'),
    params: itemParams,
    response: depositSchema,
    summary: 'Une remise en banque',
    tags,
  }),
  createDeposit: endpoint({
    method: 'POST',
    path: path('deposits'),
    params,
    body: depositInputSchema,
    response: depositSchema,
    status: 201,
    summary: 'Enregistrer une remise en banque (validée, jamais modifiée ensuite)',
    tags,
  }),
  cancelDeposit: endpoint({
    method: 'POST',
    path: path('deposits/:id/cancel'),
    params: itemParams,
    body: depositCancelSchema,
    response: depositSchema,
    summary: 'Annuler une remise avec son motif',
    tags,
  }),
  depositSlip: endpoint({
    method: 'GET',
    path: path('deposits/:id/slip.pdf'),
    params: itemParams,
    response: fileAnswer('application/pdf'),
    summary: 'Bordereau de remise (PDF)',
    tags,
  }),
};
