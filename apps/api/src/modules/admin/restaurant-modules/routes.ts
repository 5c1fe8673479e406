import { idParamsSchema, moduleAssignmentInputSchema, moduleAssignmentSchema, moduleAssignmentUpdateSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import * as service from './service';

const access = { roles: ADMIN_ONLY };
const tags = ['admin'];
const itemParams = idParamsSchema.extend({ mid: z.uuid() });

/** Modules a restaurant holds: dates and price override. Its users' sidebar follows on their next /auth/me. */
export const restaurantModuleRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/admin/restaurants/:id/fitfit_module_restaurants';

  app.get(base, {
    config: { access },
    schema: {
      tags,
      summary: 'Modules du restaurant',
      params: idParamsSchema,
      response: { 200: z.object({ data: z.array(moduleAssignmentSchema) }) },
    },
    handler: async (request) => ({ data: await service.list(db, request.params.id) }),
  });
  app.post(base, {
    config: { access },
    schema: {
      tags,
      summary: 'Attribuer un module',
      params: idParamsSchema,
      body: moduleAssignmentInputSchema,
      response: { 201: moduleAssignmentSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await service.add(db, request.params.id, request.body)),
  });
  app.put(`${base}/:mid`, {
    config: { access },
    schema: {
      tags,
      summary: 'Modifier les dates ou le prix d’un module attribué',
      params: itemParams,
      body: moduleAssignmentUpdateSchema,
      response: { 200: moduleAssignmentSchema },
    },
    handler: (request) => service.update(db, request.params.id, request.params.mid, request.body),
  });
  app.delete(`${base}/:mid`, {
    config: { access },
    schema: { tags, summary: 'Retirer un module', params: itemParams },
    handler: async (request, reply) => {
      await service.remove(db, request.params.id, request.params.mid);
      return reply.code(204).send();
    },
  });
};
