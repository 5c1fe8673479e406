import { z } from 'zod';
import { realTimeStreamSchema, salesByDimensionSchema } from '../caisse-analytics';
import {
  networkClosingExportQuerySchema,
  networkClosingListQuerySchema,
  networkClosingRowSchema,
  networkClosingSchema,
  networkDashboardQuerySchema,
  networkDashboardSchema,
  networkFilterSchema,
  networkRealTimeSchema,
  networkRestaurantSchema,
  networkSalesExportQuerySchema,
  networkSalesQuerySchema,
  networkTicketDetailSchema,
  networkTicketListQuerySchema,
  networkTicketSchema,
  royaltiesQuerySchema,
  royaltiesSchema,
} from '../franchisor';
import {
  networkCashMovementListQuerySchema,
  networkCashMovementSchema,
  networkListExportQuerySchema,
  networkSaleLineListQuerySchema,
  networkSaleLineSchema,
} from '../franchisor-lists';
import { cursorPageEnvelope } from '../paging';
import { endpoint, fileAnswer } from './endpoint';

const tags = ['franchiseur'] as const;
const path = <const P extends string>(p: P) => `/api/v1/franchisor/${p}` as const;
const params = z.object({ id: z.uuid() });
const table = fileAnswer('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/** The franchisor's network screens (docs/franchisor.md): the cash register's screens over its marks' restaurants. */
export const franchisorEndpoints = {
  restaurants: endpoint({
    method: 'GET',
    path: path('restaurants'),
    response: z.array(networkRestaurantSchema),
    summary: 'Les restaurants du réseau (filtre « Tous les restaurants »)',
    tags,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: path('dashboard'),
    query: networkDashboardQuerySchema,
    response: networkDashboardSchema,
    summary: "Tableau de bord du réseau : aujourd'hui, semaine, mois contre N-1, classement des restaurants",
    tags,
  }),
  sales: endpoint({
    method: 'GET',
    path: path('analytics/sales'),
    query: networkSalesQuerySchema,
    response: salesByDimensionSchema,
    summary: 'Analyses du réseau : une dimension sur une période (ou une ligne par restaurant), avec comparaison',
    tags,
  }),
  exportSales: endpoint({
    method: 'GET',
    path: path('analytics/sales/export'),
    query: networkSalesExportQuerySchema,
    response: table,
    summary: 'Exporter un onglet des analyses du réseau (CSV ; avec BOM, ou XLSX)',
    tags,
  }),
  royalties: endpoint({
    method: 'GET',
    path: path('royalties'),
    query: royaltiesQuerySchema,
    response: royaltiesSchema,
    summary: 'Redevances et contributions publicitaires dues par restaurant et par mois (taux de la marque × CA HT)',
    tags,
  }),
  tickets: endpoint({
    method: 'GET',
    path: path('tickets'),
    query: networkTicketListQuerySchema,
    response: cursorPageEnvelope(networkTicketSchema),
    summary: 'Tickets du réseau (pagination par curseur), filtrés comme ceux du restaurant',
    tags,
  }),
  ticket: endpoint({
    method: 'GET',
    path: path('tickets/:id'),
    params,
    response: networkTicketDetailSchema,
    summary: "Un ticket d'un restaurant du réseau",
    tags,
  }),
  exportClosings: endpoint({
    method: 'GET',
    path: path('closings/export'),
    query: networkClosingExportQuerySchema,
    response: fileAnswer('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'),
    summary: 'Exporter les clôtures du réseau sur une période (CSV, XLSX, PDF)',
    tags,
  }),
  closings: endpoint({
    method: 'GET',
    path: path('closings'),
    query: networkClosingListQuerySchema,
    response: cursorPageEnvelope(networkClosingRowSchema),
    summary: 'Clôtures du réseau : journalières (pagination par curseur), ou mensuelles / annuelles par restaurant et pour le réseau',
    tags,
  }),
  closing: endpoint({
    method: 'GET',
    path: path('closings/:id'),
    params,
    response: networkClosingSchema,
    summary: "Une clôture d'un restaurant du réseau",
    tags,
  }),

  // ---------- the listing tabs of the analyses ----------
  cashMovements: endpoint({
    method: 'GET',
    path: path('cash-movements'),
    query: networkCashMovementListQuerySchema,
    response: cursorPageEnvelope(networkCashMovementSchema),
    summary: 'Mouvements de caisse du réseau (curseur, recherche par motif), chacun avec son restaurant',
    tags,
  }),
  saleLines: endpoint({
    method: 'GET',
    path: path('analytics/lines'),
    query: networkSaleLineListQuerySchema,
    response: cursorPageEnvelope(networkSaleLineSchema),
    summary: 'Toutes les ventes du réseau : les lignes des tickets d’une période, les plus récentes d’abord (curseur)',
    tags,
  }),
  exportList: endpoint({
    method: 'GET',
    path: path('analytics/lists/export'),
    query: networkListExportQuerySchema,
    response: table,
    summary: 'Exporter un onglet de liste des analyses du réseau (tickets, mouvements de caisse, toutes les ventes) en CSV ou XLSX',
    tags,
  }),

  // ---------- real time ----------
  realTime: endpoint({
    method: 'GET',
    path: path('real-time'),
    query: networkFilterSchema,
    response: networkRealTimeSchema,
    summary: 'Temps réel du réseau : les chiffres du jour, par restaurant, les commandes et derniers tickets',
    tags,
  }),
  openStream: endpoint({
    method: 'POST',
    path: path('real-time/streams'),
    query: networkFilterSchema,
    response: realTimeStreamSchema,
    status: 201,
    summary: "Ouvre l'accès à un flux temps réel du réseau (valable une minute, une seule fois)",
    tags,
  }),
  /** Public: the one-time ticket, made by an authenticated POST for the restaurants read, is the authorisation. */
  stream: endpoint({
    method: 'GET',
    path: path('real-time/streams/:streamId'),
    params: z.object({ streamId: z.uuid() }),
    response: fileAnswer('text/event-stream'),
    summary: 'Flux temps réel du réseau (text/event-stream), ouvert avec un accès de POST real-time/streams',
    tags,
  }),
};
