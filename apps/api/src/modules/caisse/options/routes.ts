import { optionGroupInputSchema, optionGroupSchema, pageEnvelope, pageQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { base, CARD_ACCESS, idParams, restaurantParams, tags } from '../common';
import * as service from './service';

export const optionRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: CARD_ACCESS };
  app.get(base('options'), {
    config,
    schema: {
      tags,
      summary: 'Groupes d’options',
      params: restaurantParams,
      querystring: pageQuerySchema,
      response: { 200: pageEnvelope(optionGroupSchema) },
    },
    handler: (req) => service.listGroups(db, req.params.restaurantId, req.query),
  });
  app.get(base('options/:id'), {
    config,
    schema: { tags, summary: 'Un groupe d’options', params: idParams, response: { 200: optionGroupSchema } },
    handler: (req) => service.getGroup(db, req.params.restaurantId, req.params.id),
  });
  app.post(base('options'), {
    config,
    schema: {
      tags,
      summary: 'Créer un groupe d’options',
      params: restaurantParams,
      body: optionGroupInputSchema,
      response: { 201: optionGroupSchema },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createGroup(db, req.params.restaurantId, req.body)),
  });
  app.put(base('options/:id'), {
    config,
    schema: {
      tags,
      summary: 'Modifier un groupe d’options (ses valeurs sont remplacées)',
      params: idParams,
      body: optionGroupInputSchema,
      response: { 200: optionGroupSchema },
    },
    handler: (req) => service.updateGroup(db, req.params.restaurantId, req.params.id, req.body),
  });
  app.delete(base('options/:id'), {
    config,
    schema: { tags, summary: 'Supprimer un groupe d’options (retiré des produits)', params: idParams },
    handler: async (req, reply) => {
      await service.deleteGroup(db, req.params.restaurantId, req.params.id);
      return reply.code(204).send();
    },
  });
};
