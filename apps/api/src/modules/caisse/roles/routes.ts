import { caisseRoleInputSchema, caisseRoleSchema, caisseRolesQuerySchema, pageEnvelope } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../../lib/access';
import { RESTAURANT_ROLES } from '../../../lib/access';
import { toPage } from '../../../lib/paging';
import type { ModuleDeps } from '../../types';
import * as service from './service';

const access: Access = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_caisse' };
const base = '/api/v1/restaurants/:restaurantId/caisse/roles';
const tenant = z.object({ restaurantId: z.uuid() });
const byId = tenant.extend({ id: z.uuid() });
const tags = ['caisse · équipe'];

/** Restaurant roles of the terminals: list, read, create, edit, duplicate, delete. */
export const caisseRolesRoutes = (root: FastifyInstance, { db }: ModuleDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(base, {
    config: { access },
    schema: {
      tags,
      summary: 'Rôles du restaurant',
      params: tenant,
      querystring: caisseRolesQuerySchema,
      response: { 200: pageEnvelope(caisseRoleSchema) },
    },
    handler: async (request) => {
      const { rows, total } = await service.list(db, request.params.restaurantId, request.query);
      return toPage(request.query, total, rows);
    },
  });

  app.post(base, {
    config: { access },
    schema: { tags, summary: 'Créer un rôle', params: tenant, body: caisseRoleInputSchema, response: { 201: caisseRoleSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.create(db, request.params.restaurantId, request.body)),
  });

  app.get(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Un rôle', params: byId, response: { 200: caisseRoleSchema } },
    handler: (request) => service.get(db, request.params.restaurantId, request.params.id),
  });

  app.put(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Modifier un rôle', params: byId, body: caisseRoleInputSchema, response: { 200: caisseRoleSchema } },
    handler: (request) => service.update(db, request.params.restaurantId, request.params.id, request.body),
  });

  app.post(`${base}/:id/duplicate`, {
    config: { access },
    schema: { tags, summary: 'Dupliquer un rôle (« Copie de … »)', params: byId, response: { 201: caisseRoleSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.duplicate(db, request.params.restaurantId, request.params.id)),
  });

  app.delete(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Supprimer un rôle (refusé tant que des utilisateurs caisse le portent)', params: byId },
    handler: async (request, reply) => {
      await service.remove(db, request.params.restaurantId, request.params.id);
      return reply.code(204).send();
    },
  });
};
