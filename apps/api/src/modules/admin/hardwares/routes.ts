import { hardwareInputSchema, hardwareKindValues, hardwareSchema, idParamsSchema, pageEnvelope, pageQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import * as service from './service';

const access = { roles: ADMIN_ONLY };
const tags = ['admin'];

/** The equipment catalogue ("Matériel"). */
export const hardwareRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/admin/hardwares';

  app.get(base, {
    config: { access },
    schema: {
      tags,
      summary: 'Catalogue du matériel',
      querystring: pageQuerySchema.extend({ kind: z.enum(hardwareKindValues).optional() }),
      response: { 200: pageEnvelope(hardwareSchema) },
    },
    handler: (request) => service.list(db, request.query),
  });
  app.post(base, {
    config: { access },
    schema: { tags, summary: 'Ajouter du matériel au catalogue', body: hardwareInputSchema, response: { 201: hardwareSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.create(db, request.body)),
  });
  app.get(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Un matériel', params: idParamsSchema, response: { 200: hardwareSchema } },
    handler: (request) => service.get(db, request.params.id),
  });
  app.put(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Modifier un matériel', params: idParamsSchema, body: hardwareInputSchema, response: { 200: hardwareSchema } },
    handler: (request) => service.update(db, request.params.id, request.body),
  });
  app.delete(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Supprimer un matériel (refusé tant qu’il est installé)', params: idParamsSchema },
    handler: async (request, reply) => {
      await service.remove(db, request.params.id);
      return reply.code(204).send();
    },
  });
};
