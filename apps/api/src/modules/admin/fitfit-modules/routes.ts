import { fitfitModuleInputSchema, fitfitModuleSchema, idParamsSchema, pageEnvelope, pageQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import * as service from './service';

const access = { roles: ADMIN_ONLY };
const tags = ['admin'];

/** The FitFit modules catalogue (code, title, monthly price, active, position). */
export const fitfitModuleRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/admin/fitfit_modules';

  app.get(base, {
    config: { access },
    schema: { tags, summary: 'Modules FitFit', querystring: pageQuerySchema, response: { 200: pageEnvelope(fitfitModuleSchema) } },
    handler: (request) => service.list(db, request.query),
  });
  app.post(base, {
    config: { access },
    schema: { tags, summary: 'Créer un module', body: fitfitModuleInputSchema, response: { 201: fitfitModuleSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.create(db, request.body)),
  });
  app.get(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Un module', params: idParamsSchema, response: { 200: fitfitModuleSchema } },
    handler: (request) => service.get(db, request.params.id),
  });
  app.put(`${base}/:id`, {
    config: { access },
    schema: {
      tags,
      summary: 'Modifier un module',
      params: idParamsSchema,
      body: fitfitModuleInputSchema,
      response: { 200: fitfitModuleSchema },
    },
    handler: (request) => service.update(db, request.params.id, request.body),
  });
  app.delete(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Supprimer un module (refusé s’il est attribué)', params: idParamsSchema },
    handler: async (request, reply) => {
      await service.remove(db, request.params.id);
      return reply.code(204).send();
    },
  });
};
