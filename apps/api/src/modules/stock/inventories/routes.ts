import {
  idParamsSchema,
  pageEnvelope,
  stockInventoryInputSchema,
  stockInventoryLinesInputSchema,
  stockInventoryQueryFields,
  stockInventoryQuerySchema,
  stockInventorySchema,
  stockInventorySummarySchema,
  withDateRange,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { idParams, restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf, scopeOf } from '../../../lib/tenant-scope';
import { CATALOGUE_ACCESS, CATALOGUE_BASE, catalogueTags, STOCK_ACCESS, stockTags as tags } from '../common';
import * as repo from './repository';
import * as service from './service';

/** A restaurant's inventories, and the administrator's view of every restaurant's (SPEC §7 admin/stock inventories). */
export const inventoryRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: STOCK_ACCESS };
  const base = restaurantUrl('stock/inventories');
  app.get(base, {
    config,
    schema: {
      tags,
      summary: 'Inventaires du restaurant',
      params: restaurantParams,
      querystring: withDateRange(stockInventoryQueryFields.omit({ restaurant_id: true })),
      response: { 200: pageEnvelope(stockInventorySummarySchema) },
    },
    handler: (req) => repo.listInventories(db, restaurantScopeOf(req), req.query),
  });
  app.get(`${base}/:id`, {
    config,
    schema: {
      tags,
      summary: 'Un inventaire et ses lignes (en cours : les produits livrés depuis son début y sont ajoutés, non comptés)',
      params: idParams,
      response: { 200: stockInventorySchema },
    },
    handler: (req) => service.openInventory(db, restaurantScopeOf(req), req.params.id),
  });
  app.post(base, {
    config,
    schema: {
      tags,
      summary: 'Commencer un inventaire à une date (lignes préremplies, non comptées)',
      params: restaurantParams,
      body: stockInventoryInputSchema,
      response: { 201: stockInventorySchema },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createInventory(db, restaurantScopeOf(req), req.body)),
  });
  app.put(`${base}/:id/lines`, {
    config,
    schema: {
      tags,
      summary: 'Enregistrer un lot de lignes comptées (en unités de base : g, mL, pièces)',
      params: idParams,
      body: stockInventoryLinesInputSchema,
      response: { 200: stockInventorySchema },
    },
    handler: (req) => service.saveLines(db, restaurantScopeOf(req), req.params.id, req.body),
  });
  app.post(`${base}/:id/validate`, {
    config,
    schema: { tags, summary: 'Valider l’inventaire (valorisation et écarts)', params: idParams, response: { 200: stockInventorySchema } },
    handler: (req) => service.validateInventory(db, restaurantScopeOf(req), req.params.id),
  });
  app.delete(`${base}/:id`, {
    config,
    schema: { tags, summary: 'Supprimer un inventaire en cours', params: idParams },
    handler: async (req, reply) => {
      await service.deleteInventory(db, restaurantScopeOf(req), req.params.id);
      return reply.code(204).send();
    },
  });

  const admin = `${CATALOGUE_BASE}/inventories`;
  app.get(admin, {
    config: { access: { ...CATALOGUE_ACCESS, network: true } },
    schema: {
      tags: catalogueTags,
      summary: 'Inventaires de tous les restaurants',
      querystring: stockInventoryQuerySchema,
      response: { 200: pageEnvelope(stockInventorySummarySchema) },
    },
    handler: (req) => repo.listInventories(db, scopeOf(req), req.query),
  });
  app.get(`${admin}/:id`, {
    config: { access: { ...CATALOGUE_ACCESS, network: true } },
    schema: { tags: catalogueTags, summary: 'Détail d’un inventaire', params: idParamsSchema, response: { 200: stockInventorySchema } },
    handler: (req) => service.getInventory(db, scopeOf(req), req.params.id),
  });
  app.delete(`${admin}/:id`, {
    config: { access: { ...CATALOGUE_ACCESS, network: true } },
    schema: { tags: catalogueTags, summary: 'Supprimer un inventaire en cours', params: idParamsSchema },
    handler: async (req, reply) => {
      await service.deleteInventory(db, scopeOf(req), req.params.id);
      return reply.code(204).send();
    },
  });
};
