import { categoryInputSchema, categorySchema, pageEnvelope, pageQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { base, CARD_ACCESS, idParams, restaurantParams, tags } from '../common';
import * as service from './service';

export const categoryRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: CARD_ACCESS };
  app.get(base('categories'), {
    config,
    schema: {
      tags,
      summary: 'Catégories de la carte',
      params: restaurantParams,
      querystring: pageQuerySchema,
      response: { 200: pageEnvelope(categorySchema) },
    },
    handler: (req) => service.listCategories(db, req.params.restaurantId, req.query),
  });
  app.get(base('categories/:id'), {
    config,
    schema: { tags, summary: 'Une catégorie', params: idParams, response: { 200: categorySchema } },
    handler: (req) => service.getCategory(db, req.params.restaurantId, req.params.id),
  });
  app.post(base('categories'), {
    config,
    schema: {
      tags,
      summary: 'Créer une catégorie',
      params: restaurantParams,
      body: categoryInputSchema,
      response: { 201: categorySchema },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createCategory(db, req.params.restaurantId, req.body)),
  });
  app.put(base('categories/:id'), {
    config,
    schema: { tags, summary: 'Modifier une catégorie', params: idParams, body: categoryInputSchema, response: { 200: categorySchema } },
    handler: (req) => service.updateCategory(db, req.params.restaurantId, req.params.id, req.body),
  });
  app.delete(base('categories/:id'), {
    config,
    schema: { tags, summary: 'Supprimer une catégorie (ses produits restent, sans catégorie)', params: idParams },
    handler: async (req, reply) => {
      await service.deleteCategory(db, req.params.restaurantId, req.params.id);
      return reply.code(204).send();
    },
  });
};
