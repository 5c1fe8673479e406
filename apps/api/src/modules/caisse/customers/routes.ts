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
  pageEnvelope,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { idParams, restaurantParams, restaurantResource, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ApiModule } from '../../types';
import { CARD_ACCESS } from '../common';
import { DEVICE_ACCESS } from '../ledger/common';
import { customerStats, customerSummary } from './insights';
import * as service from './service';
import { exportCustomers, importCustomers } from './transfer';

const tags = ['caisse — clients'];
const url = (path = '') => restaurantUrl(`caisse/customers${path}`);

const customerRoutes = (root: FastifyInstance, db: Db) => {
  restaurantResource(root, {
    path: 'caisse/customers',
    access: CARD_ACCESS,
    tags,
    summaries: {
      list: 'Clients (recherche nom, e-mail, téléphone, société ; filtres consentement, commandes, anniversaire du mois)',
      get: 'Un client, avec ses commandes comptées et sa dernière visite',
      create: 'Créer un client',
      update: 'Modifier un client',
    },
    item: customerSchema,
    input: customerInputSchema,
    query: customerListQuerySchema,
    handlers: {
      list: (scope, query) => service.listCustomers(db, scope, query),
      get: (scope, id) => service.getCustomer(db, scope, id),
      create: (scope, input) => service.createCustomer(db, scope, input),
      update: (scope, id, input) => service.updateCustomer(db, scope, id, input),
    },
  });
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: CARD_ACCESS };
  app.delete(url('/:id'), {
    config,
    schema: {
      tags,
      summary: 'Supprimer un client (RGPD : effacement) ; anonymisé, jamais retiré de ses tickets, si des tickets le nomment',
      params: idParams,
      response: { 200: customerDeletionSchema },
    },
    handler: (req) => service.eraseCustomer(db, restaurantScopeOf(req), req.params.id),
  });
  app.get(url('/stats'), {
    config,
    schema: {
      tags,
      summary: "Nouveaux clients aujourd'hui, sur 7 jours, ce mois ; fidèles et nouveaux ; 12 mois",
      params: restaurantParams,
      response: { 200: customerStatsSchema },
    },
    handler: (req) => customerStats(db, restaurantScopeOf(req)),
  });
  app.get(url('/export'), {
    config,
    schema: {
      tags,
      summary: 'Exporter la liste filtrée des clients (CSV ou XLSX)',
      params: restaurantParams,
      querystring: customerListQuerySchema.extend(customerExportQuerySchema.shape),
    },
    handler: async (req, reply) => {
      const { format, ...query } = req.query;
      const file = await exportCustomers(db, restaurantScopeOf(req), query, format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
  app.post(url('/import'), {
    config,
    // a file of a few thousand customers is larger than the default 1 MB body
    bodyLimit: 6 * 1024 * 1024,
    schema: {
      tags,
      summary: "Importer un fichier CSV de clients : aperçu (dry_run) puis import de toutes les lignes, ou d'aucune",
      params: restaurantParams,
      body: customerImportInputSchema,
      response: { 200: customerImportResultSchema },
    },
    handler: (req) => importCustomers(db, restaurantScopeOf(req), req.body.csv, req.body.dry_run),
  });
  app.get(url('/:id/summary'), {
    config,
    schema: {
      tags,
      summary: 'Chiffres du client : commandes, panier moyen, dernière visite, fréquence, produits préférés',
      params: idParams,
      response: { 200: customerSummarySchema },
    },
    handler: async (req) => {
      const scope = restaurantScopeOf(req);
      await service.getCustomer(db, scope, req.params.id);
      return customerSummary(db, scope, req.params.id);
    },
  });
  app.get(url('/:id/tickets'), {
    config,
    schema: {
      tags,
      summary: 'Tickets du client (paginés)',
      params: idParams,
      querystring: customerTicketsQuerySchema,
      response: { 200: pageEnvelope(customerTicketSchema) },
    },
    handler: (req) => service.customerTickets(db, restaurantScopeOf(req), req.params.id, req.query),
  });
  app.get(url('/:id/personal-data'), {
    config,
    schema: {
      tags,
      summary: 'RGPD : toutes les données détenues sur le client (JSON), tickets compris',
      params: idParams,
      response: { 200: customerPersonalDataSchema },
    },
    handler: async (req, reply) => {
      const data = await service.personalData(db, restaurantScopeOf(req), req.params.id);
      return reply.header('content-disposition', `attachment; filename="donnees-client-${req.params.id}.json"`).send(data);
    },
  });

  // The terminals look customers up and create them at the till, so that a ticket can name its customer.
  const device = { access: DEVICE_ACCESS };
  app.get(restaurantUrl('caisse/terminal/customers'), {
    config: device,
    schema: {
      tags,
      summary: 'Terminal : chercher un client par téléphone ou par nom (20 au plus)',
      params: restaurantParams,
      querystring: deviceCustomerSearchSchema,
      response: { 200: z.object({ data: z.array(customerSchema) }) },
    },
    handler: async (req) => ({ data: await service.searchFromDevice(db, restaurantScopeOf(req), req.query.search) }),
  });
  app.post(restaurantUrl('caisse/terminal/customers'), {
    config: device,
    schema: {
      tags,
      summary: 'Terminal : créer le client servi',
      params: restaurantParams,
      body: deviceCustomerInputSchema,
      response: { 201: customerSchema },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createFromDevice(db, restaurantScopeOf(req), req.body)),
  });
};

/** Customers of the cash register (PRODUCT §3.1, issue 12, docs/caisse-customers.md). */
export const caisseCustomersModule: ApiModule = {
  name: 'caisse-customers',
  routes: (app, { db }) => customerRoutes(app, db),
};
