import {
  idParamsSchema,
  pageEnvelope,
  stockOrderInputSchema,
  stockOrderMailSchema,
  stockOrderQueryFields,
  stockOrderQuerySchema,
  stockOrderSchema,
  stockOrderSummarySchema,
  stockOrderUpdateSchema,
  stockReceptionInputSchema,
  withDateRange,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import type { Mailer } from '../../../lib/mailer';
import { idParams, restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { restaurantScopeOf, scopeOf } from '../../../lib/tenant-scope';
import { CATALOGUE_ACCESS, CATALOGUE_BASE, catalogueTags, STOCK_ACCESS, stockTags as tags } from '../common';
import * as repo from './repository';
import * as service from './service';

/** A restaurant's orders to its providers, and the administrator's view of every restaurant's. */
export const orderRoutes = (root: FastifyInstance, db: Db, mailer: Mailer, storage: FileStorage) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: STOCK_ACCESS };
  const base = restaurantUrl('stock/orders');
  app.get(base, {
    config,
    schema: {
      tags,
      summary: 'Commandes fournisseurs du restaurant',
      params: restaurantParams,
      querystring: withDateRange(stockOrderQueryFields.omit({ restaurant_id: true })),
      response: { 200: pageEnvelope(stockOrderSummarySchema) },
    },
    handler: (req) => repo.listOrders(db, restaurantScopeOf(req), req.query),
  });
  app.get(`${base}/:id`, {
    config,
    schema: { tags, summary: 'Une commande et ses lignes', params: idParams, response: { 200: stockOrderSchema } },
    handler: (req) => service.getOrder(db, restaurantScopeOf(req), req.params.id),
  });
  app.post(base, {
    config,
    schema: {
      tags,
      summary: 'Créer une commande en brouillon (sans lignes : quantités suggérées)',
      params: restaurantParams,
      body: stockOrderInputSchema,
      response: { 201: stockOrderSchema },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createOrder(db, restaurantScopeOf(req), req.body)),
  });
  app.put(`${base}/:id`, {
    config,
    schema: { tags, summary: 'Modifier un brouillon', params: idParams, body: stockOrderUpdateSchema, response: { 200: stockOrderSchema } },
    handler: (req) => service.updateOrder(db, restaurantScopeOf(req), req.params.id, req.body),
  });
  app.delete(`${base}/:id`, {
    config,
    schema: { tags, summary: 'Supprimer un brouillon', params: idParams },
    handler: async (req, reply) => {
      await service.deleteOrder(db, restaurantScopeOf(req), req.params.id);
      return reply.code(204).send();
    },
  });
  app.get(`${base}/:id/preview`, {
    config,
    schema: {
      tags,
      summary: 'L’e-mail que l’envoi du brouillon enverra au fournisseur (destinataire, objet, texte, pièce jointe)',
      params: idParams,
      response: { 200: stockOrderMailSchema },
    },
    handler: async (req) => (await service.previewOrder(db, storage, restaurantScopeOf(req), req.params.id)).mail,
  });
  app.get(`${base}/:id/purchase-order.pdf`, {
    config,
    schema: { tags, summary: 'Le bon de commande (PDF) d’un brouillon, tel qu’il sera envoyé', params: idParams },
    handler: async (req, reply) => {
      const { pdf, mail } = await service.previewOrder(db, storage, restaurantScopeOf(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${mail.attachment_filename}"`)
        .send(pdf);
    },
  });
  app.post(`${base}/:id/send`, {
    config,
    schema: {
      tags,
      summary: 'Envoyer le bon de commande (PDF) au fournisseur par e-mail',
      params: idParams,
      response: { 200: stockOrderSchema },
    },
    handler: (req) => service.sendOrder(db, mailer, storage, restaurantScopeOf(req), req.params.id),
  });
  app.post(`${base}/:id/receive`, {
    config,
    schema: {
      tags,
      summary: 'Réceptionner une livraison (partielle ou complète)',
      params: idParams,
      body: stockReceptionInputSchema,
      response: { 200: stockOrderSchema },
    },
    handler: (req) => service.receiveOrder(db, restaurantScopeOf(req), req.params.id, req.body),
  });
  app.post(`${base}/:id/cancel`, {
    config,
    schema: { tags, summary: 'Annuler une commande (brouillon ou envoyée)', params: idParams, response: { 200: stockOrderSchema } },
    handler: (req) => service.cancelOrder(db, restaurantScopeOf(req), req.params.id),
  });

  // SPEC §7 "admin/stock commands": every restaurant's orders, delete only the unfinished (drafts)
  const admin = `${CATALOGUE_BASE}/commands`;
  app.get(admin, {
    config: { access: { ...CATALOGUE_ACCESS, network: true } },
    schema: {
      tags: catalogueTags,
      summary: 'Commandes de tous les restaurants',
      querystring: stockOrderQuerySchema,
      response: { 200: pageEnvelope(stockOrderSummarySchema) },
    },
    handler: (req) => repo.listOrders(db, scopeOf(req), req.query),
  });
  app.get(`${admin}/:id`, {
    config: { access: { ...CATALOGUE_ACCESS, network: true } },
    schema: { tags: catalogueTags, summary: 'Détail d’une commande', params: idParamsSchema, response: { 200: stockOrderSchema } },
    handler: (req) => service.getOrder(db, scopeOf(req), req.params.id),
  });
  app.delete(`${admin}/:id`, {
    config: { access: { ...CATALOGUE_ACCESS, network: true } },
    schema: { tags: catalogueTags, summary: 'Supprimer une commande en brouillon', params: z.object({ id: z.uuid() }) },
    handler: async (req, reply) => {
      await service.deleteOrder(db, scopeOf(req), req.params.id);
      return reply.code(204).send();
    },
  });
};
