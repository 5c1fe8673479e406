import { z } from 'zod';
import { pnlMonthClosableSchema } from '../caisse-closing-safeguards';
import {
  PNL_ATTACHMENT_MAX_MB,
  pnlBudgetInputSchema,
  pnlCategoryInputSchema,
  pnlCategorySchema,
  pnlDashboardSchema,
  pnlEntryInputSchema,
  pnlEntrySchema,
  pnlExportQuerySchema,
  pnlForecastSchema,
  pnlIndicatorsQuerySchema,
  pnlIndicatorsSchema,
  pnlMonthQuerySchema,
  pnlNetworkQuerySchema,
  pnlNetworkSchema,
  pnlSettingsInputSchema,
  pnlSettingsSchema,
  pnlSourcesSchema,
  pnlStatementSchema,
} from '../pnl';
import { endpoint, fileAnswer, fileUpload, noContent } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const tags = ['pnl'] as const;
const params = restaurantParamsSchema;
const itemParams = restaurantItemParamsSchema;
const monthParams = restaurantParamsSchema.extend({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'La période doit être de la forme AAAA-MM'),
});

/** The profit and loss module's endpoints (docs/pnl.md): a restaurant's configuration, entries, months, indicators; the network table. */
export const pnlEndpoints = {
  // ---------- configuration ----------
  settings: endpoint({
    method: 'GET',
    path: restaurantPath('pnl/settings'),
    params,
    response: pnlSettingsSchema,
    summary: 'Configuration du PNL : solde d’ouverture, régime de TVA, catégories de charges',
    tags,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: restaurantPath('pnl/settings'),
    params,
    body: pnlSettingsInputSchema,
    response: pnlSettingsSchema,
    summary: 'Modifier le solde d’ouverture et le régime de TVA',
    tags,
  }),
  createCategory: endpoint({
    method: 'POST',
    path: restaurantPath('pnl/categories'),
    params,
    body: pnlCategoryInputSchema,
    response: pnlCategorySchema,
    status: 201,
    summary: 'Ajouter une catégorie de charges',
    tags,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: restaurantPath('pnl/categories/:id'),
    params: itemParams,
    body: pnlCategoryInputSchema,
    response: pnlCategorySchema,
    summary: 'Modifier une catégorie de charges',
    tags,
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: restaurantPath('pnl/categories/:id'),
    params: itemParams,
    response: noContent,
    summary: 'Supprimer une catégorie de charges (sans saisie)',
    tags,
  }),

  // ---------- entries ----------
  entries: endpoint({
    method: 'GET',
    path: restaurantPath('pnl/entries'),
    params,
    query: pnlMonthQuerySchema,
    response: z.array(pnlEntrySchema),
    summary: 'Les saisies d’un mois',
    tags,
  }),
  createEntry: endpoint({
    method: 'POST',
    path: restaurantPath('pnl/entries'),
    params,
    body: pnlEntryInputSchema,
    response: pnlEntrySchema,
    status: 201,
    summary: 'Saisir une charge, des achats ou une variation de stock',
    tags,
  }),
  updateEntry: endpoint({
    method: 'PUT',
    path: restaurantPath('pnl/entries/:id'),
    params: itemParams,
    body: pnlEntryInputSchema,
    response: pnlEntrySchema,
    summary: 'Modifier une saisie',
    tags,
  }),
  deleteEntry: endpoint({
    method: 'DELETE',
    path: restaurantPath('pnl/entries/:id'),
    params: itemParams,
    response: noContent,
    summary: 'Supprimer une saisie',
    tags,
  }),
  attach: endpoint({
    method: 'PUT',
    path: restaurantPath('pnl/entries/:id/attachment'),
    params: itemParams,
    body: fileUpload,
    response: pnlEntrySchema,
    summary: `Joindre la pièce d’une saisie (multipart, champ file : PDF, JPEG ou PNG, ${PNL_ATTACHMENT_MAX_MB} Mo max)`,
    tags,
  }),
  attachment: endpoint({
    method: 'GET',
    path: restaurantPath('pnl/entries/:id/attachment'),
    params: itemParams,
    response: fileAnswer('application/pdf', 'image/jpeg', 'image/png'),
    summary: 'Télécharger la pièce d’une saisie',
    tags,
  }),

  // ---------- budgets, forecast ----------
  setBudget: endpoint({
    method: 'PUT',
    path: restaurantPath('pnl/budgets'),
    params,
    body: pnlBudgetInputSchema,
    response: noContent,
    summary: 'Fixer (ou retirer) le budget d’une ligne pour un mois ; la ligne revenue remplace la prévision de CA',
    tags,
  }),
  forecast: endpoint({
    method: 'GET',
    path: restaurantPath('pnl/months/:month/forecast'),
    params: monthParams,
    response: pnlForecastSchema,
    summary: 'Prévision de CA du mois depuis l’historique (mêmes jours l’an dernier × tendance récente)',
    tags,
  }),

  // ---------- the statement ----------
  statement: endpoint({
    method: 'GET',
    path: restaurantPath('pnl/months/:month'),
    params: monthParams,
    response: pnlStatementSchema,
    summary: 'Le compte de résultat du mois : mois et cumul annuel, réel, prévision, N-1',
    tags,
  }),
  sources: endpoint({
    method: 'GET',
    path: restaurantPath('pnl/months/:month/lines/:line'),
    params: monthParams.extend({ line: z.string().max(60) }),
    response: pnlSourcesSchema,
    summary: 'Les sources d’une ligne du mois',
    tags,
  }),
  export: endpoint({
    method: 'GET',
    path: restaurantPath('pnl/months/:month/export'),
    params: monthParams,
    query: pnlExportQuerySchema,
    response: fileAnswer('application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Exporter le compte de résultat du mois (PDF ou XLSX)',
    tags,
  }),
  closable: endpoint({
    method: 'GET',
    path: restaurantPath('pnl/months/:month/closable'),
    params: monthParams,
    response: pnlMonthClosableSchema,
    summary: 'Le mois peut-il être clôturé ? (terminé, et chaque journée avec des ventes a son Z)',
    tags,
  }),
  close: endpoint({
    method: 'POST',
    path: restaurantPath('pnl/months/:month/close'),
    params: monthParams,
    response: pnlStatementSchema,
    summary: 'Clôturer le mois : ses chiffres ne bougent plus (qui, quand)',
    tags,
  }),
  reopen: endpoint({
    method: 'DELETE',
    path: restaurantPath('pnl/months/:month/close'),
    params: monthParams,
    response: pnlStatementSchema,
    summary: 'Rouvrir un mois clôturé (administrateur)',
    tags,
  }),

  // ---------- indicators, dashboard ----------
  indicators: endpoint({
    method: 'GET',
    path: restaurantPath('pnl/indicators'),
    params,
    query: pnlIndicatorsQuerySchema,
    response: pnlIndicatorsSchema,
    summary: 'Indicateurs : mensuel, hebdomadaire, journalier, date à date, contre N-1 et la prévision',
    tags,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: restaurantPath('pnl/dashboard'),
    params,
    response: pnlDashboardSchema,
    summary: "Accueil : hier et le mois en un coup d'œil",
    tags,
  }),

  // ---------- network ----------
  network: endpoint({
    method: 'GET',
    path: '/api/v1/pnl/network',
    query: pnlNetworkQuerySchema,
    response: pnlNetworkSchema,
    summary: 'PNL de chaque restaurant côte à côte (administrateur : tous ; franchiseur : ceux de ses marques)',
    tags,
  }),
};
