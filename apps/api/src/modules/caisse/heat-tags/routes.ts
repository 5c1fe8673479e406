import { pageEnvelope, pageQuerySchema, tagInputSchema, tagSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { base, CARD_ACCESS, idParams, restaurantParams, tags } from '../common';
import * as service from './service';

export const heatTagRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: CARD_ACCESS };
  app.get(base('heat-tags'), {
    config,
    schema: {
      tags,
      summary: 'Étiquettes de la carte',
      params: restaurantParams,
      querystring: pageQuerySchema,
      response: { 200: pageEnvelope(tagSchema) },
    },
    handler: (req) => service.listTags(db, req.params.restaurantId, req.query),
  });
  app.get(base('heat-tags/:id'), {
    config,
    schema: { tags, summary: 'Une étiquette', params: idParams, response: { 200: tagSchema } },
    handler: (req) => service.getTag(db, req.params.restaurantId, req.params.id),
  });
  app.post(base('heat-tags'), {
    config,
    schema: { tags, summary: 'Créer une étiquette', params: restaurantParams, body: tagInputSchema, response: { 201: tagSchema } },
    handler: async (req, reply) => reply.code(201).send(await service.createTag(db, req.params.restaurantId, req.body)),
  });
  app.put(base('heat-tags/:id'), {
    config,
    schema: { tags, summary: 'Modifier une étiquette', params: idParams, body: tagInputSchema, response: { 200: tagSchema } },
    handler: (req) => service.updateTag(db, req.params.restaurantId, req.params.id, req.body),
  });
  app.delete(base('heat-tags/:id'), {
    config,
    schema: { tags, summary: 'Supprimer une étiquette (retirée des produits)', params: idParams },
    handler: async (req, reply) => {
      await service.deleteTag(db, req.params.restaurantId, req.params.id);
      return reply.code(204).send();
    },
  });
};
