import { pageEnvelope, pageQuerySchema, taxInputSchema, taxSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { base, CARD_ACCESS, idParams, restaurantParams, tags } from '../common';
import * as service from './service';

export const taxRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: CARD_ACCESS };
  app.get(base('taxes'), {
    config,
    schema: {
      tags,
      summary: 'Taux de TVA',
      params: restaurantParams,
      querystring: pageQuerySchema,
      response: { 200: pageEnvelope(taxSchema) },
    },
    handler: (req) => service.listTaxes(db, req.params.restaurantId, req.query),
  });
  app.get(base('taxes/:id'), {
    config,
    schema: { tags, summary: 'Un taux de TVA', params: idParams, response: { 200: taxSchema } },
    handler: (req) => service.getTax(db, req.params.restaurantId, req.params.id),
  });
  app.post(base('taxes'), {
    config,
    schema: { tags, summary: 'Créer un taux de TVA', params: restaurantParams, body: taxInputSchema, response: { 201: taxSchema } },
    handler: async (req, reply) => reply.code(201).send(await service.createTax(db, req.params.restaurantId, req.body)),
  });
  app.post(base('taxes/defaults'), {
    config,
    schema: {
      tags,
      summary: 'Ajouter les taux de TVA français (restaurant sans taxe ; 409 sinon)',
      params: restaurantParams,
      response: { 201: z.array(taxSchema) },
    },
    handler: async (req, reply) => reply.code(201).send(await service.addFrenchTaxes(db, req.params.restaurantId)),
  });
  app.put(base('taxes/:id'), {
    config,
    schema: { tags, summary: 'Modifier un taux de TVA', params: idParams, body: taxInputSchema, response: { 200: taxSchema } },
    handler: (req) => service.updateTax(db, req.params.restaurantId, req.params.id, req.body),
  });
  app.delete(base('taxes/:id'), {
    config,
    schema: { tags, summary: 'Supprimer un taux de TVA (409 s’il est utilisé)', params: idParams },
    handler: async (req, reply) => {
      await service.deleteTax(db, req.params.restaurantId, req.params.id);
      return reply.code(204).send();
    },
  });
};
