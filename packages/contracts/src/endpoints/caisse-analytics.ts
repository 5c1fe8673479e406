import { z } from 'zod';
import {
  analyticsListExportQuerySchema,
  dashboardQuerySchema,
  dashboardSchema,
  realTimeSchema,
  realTimeStreamSchema,
  saleLineListQuerySchema,
  saleLineSchema,
  salesByDimensionQuerySchema,
  salesByDimensionSchema,
  salesExportQuerySchema,
} from '../caisse-analytics';
import {
  cancellationExportQuerySchema,
  cancellationListQuerySchema,
  cancellationSchema,
  cancellationSummaryQuerySchema,
  cancellationSummarySchema,
  discountExportQuerySchema,
  discountQuerySchema,
  discountsSchema,
} from '../caisse-analytics-adjustments';
import { cursorPageEnvelope } from '../paging';
import { endpoint, fileAnswer } from './endpoint';
import { restaurantParamsSchema, restaurantPath } from './params';

const tags = ['caisse — analyses'] as const;
const params = restaurantParamsSchema;
const path = <const P extends string>(p: P) => restaurantPath(`caisse/analytics/${p}`);
const table = fileAnswer('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/**
 * Sales analytics of the cash register (docs/caisse-analytics.md): dashboard, analyses by dimension, the listing
 * tabs, cancellations and discounts, each tab as a file; the real-time figures and their server-sent event stream.
 */
export const caisseAnalyticsEndpoints = {
  dashboard: endpoint({
    method: 'GET',
    path: path('dashboard'),
    params,
    query: dashboardQuerySchema,
    response: dashboardSchema,
    summary: "Tableau de bord : aujourd'hui, cette semaine, ce mois-ci contre les mêmes jours de l'an dernier",
    tags,
  }),
  sales: endpoint({
    method: 'GET',
    path: path('sales'),
    params,
    query: salesByDimensionQuerySchema,
    response: salesByDimensionSchema,
    summary: 'Analyses : les ventes d’une période par dimension, avec une période de comparaison',
    tags,
  }),
  exportSales: endpoint({
    method: 'GET',
    path: path('sales/export'),
    params,
    query: salesExportQuerySchema,
    response: table,
    summary: 'Exporter un onglet des analyses (CSV ; avec BOM, ou XLSX)',
    tags,
  }),
  lines: endpoint({
    method: 'GET',
    path: path('lines'),
    params,
    query: saleLineListQuerySchema,
    response: cursorPageEnvelope(saleLineSchema),
    summary: 'Toutes les ventes : les lignes des tickets d’une période, les plus récentes d’abord (curseur)',
    tags,
  }),
  exportList: endpoint({
    method: 'GET',
    path: path('lists/export'),
    params,
    query: analyticsListExportQuerySchema,
    response: table,
    summary: 'Exporter un onglet de liste des analyses (tickets, mouvements de caisse, toutes les ventes) en CSV ou XLSX',
    tags,
  }),
  // ---------- « Annulations » and « Remises » ----------
  cancellations: endpoint({
    method: 'GET',
    path: path('cancellations'),
    params,
    query: cancellationListQuerySchema,
    response: cursorPageEnvelope(cancellationSchema),
    summary: 'Annulations : les tickets d’annulation émis sur une période, les plus récents d’abord (curseur)',
    tags,
  }),
  cancellationSummary: endpoint({
    method: 'GET',
    path: path('cancellations/summary'),
    params,
    query: cancellationSummaryQuerySchema,
    response: cancellationSummarySchema,
    summary: 'Annulations : totaux par jour, par utilisateur et par vendeur, et ventes nettes par jour du ticket d’origine',
    tags,
  }),
  exportCancellations: endpoint({
    method: 'GET',
    path: path('cancellations/export'),
    params,
    query: cancellationExportQuerySchema,
    response: table,
    summary: 'Exporter un tableau de l’onglet Annulations (CSV ; avec BOM, ou XLSX)',
    tags,
  }),
  discounts: endpoint({
    method: 'GET',
    path: path('discounts'),
    params,
    query: discountQuerySchema,
    response: discountsSchema,
    summary: 'Remises : remises de ligne et offerts par produit, catégorie ou vendeur, et leur taux sur le CA brut',
    tags,
  }),
  exportDiscounts: endpoint({
    method: 'GET',
    path: path('discounts/export'),
    params,
    query: discountExportQuerySchema,
    response: table,
    summary: 'Exporter l’onglet Remises (CSV ; avec BOM, ou XLSX)',
    tags,
  }),
  // ---------- real time ----------
  realTime: endpoint({
    method: 'GET',
    path: path('real-time'),
    params,
    response: realTimeSchema,
    summary: 'Temps réel : les chiffres du jour par source, mode de paiement et vendeur, les commandes et derniers tickets',
    tags,
  }),
  openStream: endpoint({
    method: 'POST',
    path: path('real-time/streams'),
    params,
    response: realTimeStreamSchema,
    status: 201,
    summary: "Ouvre l'accès à un flux temps réel (valable une minute, une seule fois) : EventSource n'envoie pas le jeton",
    tags,
  }),
  /** Outside /restaurants/:restaurantId (whose routes all check a session): the restaurant is the stream ticket's. */
  stream: endpoint({
    method: 'GET',
    path: '/api/v1/caisse/real-time/streams/:streamId',
    params: z.object({ streamId: z.uuid() }),
    response: fileAnswer('text/event-stream'),
    summary: 'Flux temps réel (text/event-stream), ouvert avec un accès de POST real-time/streams',
    tags,
  }),
};
