import { z } from 'zod';
import { pageEnvelope } from '../paging';
import {
  payoutImportInputSchema,
  payoutImportPreviewSchema,
  payoutImportResultSchema,
  payoutInputSchema,
  payoutListQuerySchema,
  payoutMatchInputSchema,
  payoutProposalSchema,
  payoutSchema,
  payoutSettingsInputSchema,
  payoutSettingsSchema,
  payoutSummarySchema,
} from '../payouts';
import { endpoint, noContent } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const tags = ['caisse — banque'] as const;
const params = restaurantParamsSchema;
const itemParams = restaurantItemParamsSchema;
const path = <const P extends string>(p: P) => restaurantPath(`caisse/banking/${p}`);

/** Payouts reconciled (« Remises et versements », docs/caisse-banking.md). */
export const payoutEndpoints = {
  list: endpoint({
    method: 'GET',
    path: path('payouts'),
    params,
    query: payoutListQuerySchema,
    response: pageEnvelope(payoutSchema),
    summary: 'Versements des prestataires (acquéreur carte, plateformes, émetteurs de titres), paginés',
    tags,
  }),
  summary: endpoint({
    method: 'GET',
    path: path('payouts/summary'),
    params,
    response: payoutSummarySchema,
    summary: 'Reçu en banque, commissions par prestataire, journées non rapprochées en retard',
    tags,
  }),
  settings: endpoint({
    method: 'GET',
    path: path('payouts/settings'),
    params,
    response: payoutSettingsSchema,
    summary: 'Réglages des versements : acquéreur carte, tolérance, frais bancaires du PNL remplacés',
    tags,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: path('payouts/settings'),
    params,
    body: payoutSettingsInputSchema,
    response: payoutSettingsSchema,
    summary: 'Modifier les réglages des versements',
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: path('payouts'),
    params,
    body: payoutInputSchema,
    response: payoutSchema,
    status: 201,
    summary: 'Enregistrer un versement reçu (à rapprocher)',
    tags,
  }),
  importPreview: endpoint({
    method: 'POST',
    path: path('payouts/import/preview'),
    params,
    body: payoutImportInputSchema,
    response: payoutImportPreviewSchema,
    summary: "Aperçu de l'import d'un relevé CSV : chaque ligne, le versement qu'elle crée, ses journées et son statut",
    tags,
  }),
  import: endpoint({
    method: 'POST',
    path: path('payouts/import'),
    params,
    body: payoutImportInputSchema,
    response: payoutImportResultSchema,
    status: 201,
    summary: "Importer un relevé CSV, tout ou rien : une ligne en erreur refuse l'import, une ligne déjà importée est ignorée",
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: path('payouts/:id'),
    params: itemParams,
    response: payoutSchema,
    summary: 'Un versement',
    tags,
  }),
  proposal: endpoint({
    method: 'GET',
    path: path('payouts/:id/proposal'),
    params: itemParams,
    response: payoutProposalSchema,
    summary: 'Les journées que le versement couvre selon le produit (brut attendu − commission = reçu, à la tolérance près)',
    tags,
  }),
  match: endpoint({
    method: 'POST',
    path: path('payouts/:id/match'),
    params: itemParams,
    body: payoutMatchInputSchema,
    response: payoutSchema,
    summary: 'Rapprocher le versement des journées choisies',
    tags,
  }),
  unmatch: endpoint({
    method: 'POST',
    path: path('payouts/:id/unmatch'),
    params: itemParams,
    body: z.strictObject({}),
    response: payoutSchema,
    summary: 'Défaire le rapprochement',
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: path('payouts/:id'),
    params: itemParams,
    response: noContent,
    summary: 'Supprimer un versement non rapproché',
    tags,
  }),
};
