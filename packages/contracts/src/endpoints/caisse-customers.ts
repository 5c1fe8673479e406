import { z } from 'zod';
import {
  customerDeletionSchema,
  customerExportQuerySchema,
  customerImportInputSchema,
  customerImportResultSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerPersonalDataSchema,
  customerSchema,
  customerStatsSchema,
  customerSummarySchema,
  customerTicketSchema,
  customerTicketsQuerySchema,
  deviceCustomerInputSchema,
  deviceCustomerSearchSchema,
} from '../caisse-customers';
import { pageEnvelope } from '../paging';
import { endpoint, fileAnswer } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';
import { restaurantResourceEndpoints } from './resource';

const tags = ['caisse — clients'] as const;
const params = restaurantParamsSchema;
const itemParams = restaurantItemParamsSchema;

/** The customers a terminal's search finds (20 at most). */
export const deviceCustomersSchema = z.object({ data: z.array(customerSchema) });

/**
 * The customers' endpoints beyond their plain resource (docs/caisse-customers.md): erasure, figures, export and
 * import, a customer's figures, tickets and personal data; the terminals' search and creation at the till.
 */
export const caisseCustomerEndpoints = {
  /** The plain resource, without its deletion: a customer is erased (`erase`), anonymised when tickets name them. */
  customers: restaurantResourceEndpoints({
    path: 'caisse/customers',
    item: customerSchema,
    input: customerInputSchema,
    query: customerListQuerySchema,
    operations: ['list', 'get', 'create', 'update'],
    summaries: {
      list: 'Clients (recherche nom, e-mail, téléphone, société ; filtres consentement, commandes, anniversaire du mois)',
      get: 'Un client, avec ses commandes comptées et sa dernière visite',
      create: 'Créer un client',
      update: 'Modifier un client',
    },
    tags,
  }),
  erase: endpoint({
    method: 'DELETE',
    path: restaurantPath('caisse/customers/:id'),
    params: itemParams,
    response: customerDeletionSchema,
    summary: 'Supprimer un client (RGPD : effacement) ; anonymisé, jamais retiré de ses tickets, si des tickets le nomment',
    tags,
  }),
  stats: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/customers/stats'),
    params,
    response: customerStatsSchema,
    summary: "Nouveaux clients aujourd'hui, sur 7 jours, ce mois ; fidèles et nouveaux ; 12 mois",
    tags,
  }),
  export: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/customers/export'),
    params,
    query: customerListQuerySchema.extend(customerExportQuerySchema.shape),
    response: fileAnswer('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Exporter la liste filtrée des clients (CSV ou XLSX)',
    tags,
  }),
  import: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/customers/import'),
    params,
    body: customerImportInputSchema,
    response: customerImportResultSchema,
    summary: "Importer un fichier CSV de clients : aperçu (dry_run) puis import de toutes les lignes, ou d'aucune",
    tags,
  }),
  summary: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/customers/:id/summary'),
    params: itemParams,
    response: customerSummarySchema,
    summary: 'Chiffres du client : commandes, panier moyen, dernière visite, fréquence, produits préférés',
    tags,
  }),
  tickets: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/customers/:id/tickets'),
    params: itemParams,
    query: customerTicketsQuerySchema,
    response: pageEnvelope(customerTicketSchema),
    summary: 'Tickets du client (paginés)',
    tags,
  }),
  personalData: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/customers/:id/personal-data'),
    params: itemParams,
    response: customerPersonalDataSchema,
    summary: 'RGPD : toutes les données détenues sur le client (JSON), tickets compris',
    tags,
  }),
  // The terminals look customers up and create them at the till, so that a ticket can name its customer.
  deviceSearch: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/terminal/customers'),
    params,
    query: deviceCustomerSearchSchema,
    response: deviceCustomersSchema,
    summary: 'Terminal : chercher un client par téléphone ou par nom (20 au plus)',
    tags,
  }),
  deviceCreate: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/terminal/customers'),
    params,
    body: deviceCustomerInputSchema,
    response: customerSchema,
    status: 201,
    summary: 'Terminal : créer le client servi',
    tags,
  }),
};
