import {
  franchisorSchema,
  idParamsSchema,
  markFranchisorsInputSchema,
  markInputSchema,
  markRateInputSchema,
  markRateSchema,
  markSchema,
  pageEnvelope,
  pageQuerySchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import * as service from './service';

const access = { roles: ADMIN_ONLY };
const tags = ['admin'];
const franchisorsResponse = z.object({ data: z.array(franchisorSchema) });

/** Marks (brands / franchise networks) and their franchisors. */
export const markRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/v1/admin/marks', {
    config: { access },
    schema: { tags, summary: 'Marques', querystring: pageQuerySchema, response: { 200: pageEnvelope(markSchema) } },
    handler: (request) => service.list(db, request.query),
  });
  app.post('/api/v1/admin/marks', {
    config: { access },
    schema: { tags, summary: 'Créer une marque', body: markInputSchema, response: { 201: markSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.create(db, request.body)),
  });
  app.get('/api/v1/admin/marks/:id', {
    config: { access },
    schema: { tags, summary: 'Une marque', params: idParamsSchema, response: { 200: markSchema } },
    handler: (request) => service.get(db, request.params.id),
  });
  app.put('/api/v1/admin/marks/:id', {
    config: { access },
    schema: { tags, summary: 'Modifier une marque', params: idParamsSchema, body: markInputSchema, response: { 200: markSchema } },
    handler: (request) => service.update(db, request.params.id, request.body, request.auth?.user.id ?? null),
  });
  app.get('/api/v1/admin/marks/:id/rates', {
    config: { access },
    schema: {
      tags,
      summary: 'Historique des taux de redevance et de publicité d’une marque (le plus récent d’abord)',
      params: idParamsSchema,
      response: { 200: z.object({ data: z.array(markRateSchema) }) },
    },
    handler: async (request) => ({ data: await service.rates(db, request.params.id) }),
  });
  app.post('/api/v1/admin/marks/:id/rates', {
    config: { access },
    schema: {
      tags,
      summary: 'Nouveaux taux à partir d’un mois (les mois précédents gardent les leurs)',
      params: idParamsSchema,
      body: markRateInputSchema,
      response: { 201: z.object({ data: z.array(markRateSchema) }) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await service.addRate(db, request.params.id, request.body, request.auth?.user.id ?? null) }),
  });
  app.delete('/api/v1/admin/marks/:id', {
    config: { access },
    schema: { tags, summary: 'Supprimer une marque (refusé tant que des restaurants l’utilisent)', params: idParamsSchema },
    handler: async (request, reply) => {
      await service.remove(db, request.params.id);
      return reply.code(204).send();
    },
  });
  app.get('/api/v1/admin/marks/:id/franchisors', {
    config: { access },
    schema: { tags, summary: 'Franchiseurs (liés ou non à la marque)', params: idParamsSchema, response: { 200: franchisorsResponse } },
    handler: async (request) => ({ data: await service.franchisors(db, request.params.id) }),
  });
  app.put('/api/v1/admin/marks/:id/franchisors', {
    config: { access },
    schema: {
      tags,
      summary: 'Choisir les franchiseurs de la marque',
      params: idParamsSchema,
      body: markFranchisorsInputSchema,
      response: { 200: franchisorsResponse },
    },
    handler: async (request) => ({ data: await service.setFranchisors(db, request.params.id, request.body.user_ids) }),
  });
};
