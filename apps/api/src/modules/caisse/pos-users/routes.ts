import {
  pageEnvelope,
  posUserCreateSchema,
  posUserPinSchema,
  posUserSchema,
  posUsersQuerySchema,
  posUserUpdateSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, RESTAURANT_ROLES } from '../../../lib/access';
import { toPage } from '../../../lib/paging';
import type { ModuleDeps } from '../../types';
import * as service from './service';

const access: Access = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_caisse' };
const base = '/api/v1/restaurants/:restaurantId/caisse/pos_users';
const tenant = z.object({ restaurantId: z.uuid() });
const byId = tenant.extend({ id: z.uuid() });
const tags = ['caisse · équipe'];

/** The restaurant staff on the terminals: list, read, create, edit, change PIN, delete. */
export const caissePosUsersRoutes = (root: FastifyInstance, { db }: ModuleDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(base, {
    config: { access },
    schema: {
      tags,
      summary: 'Utilisateurs caisse (recherche, filtre par rôle et statut, tri)',
      params: tenant,
      querystring: posUsersQuerySchema,
      response: { 200: pageEnvelope(posUserSchema) },
    },
    handler: async (request) => {
      const { rows, total } = await service.list(db, request.params.restaurantId, request.query);
      return toPage(request.query, total, rows);
    },
  });

  app.post(base, {
    config: { access },
    schema: { tags, summary: 'Ajouter un utilisateur caisse', params: tenant, body: posUserCreateSchema, response: { 201: posUserSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.create(db, request.params.restaurantId, request.body)),
  });

  app.get(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Un utilisateur caisse', params: byId, response: { 200: posUserSchema } },
    handler: (request) => service.get(db, request.params.restaurantId, request.params.id),
  });

  app.put(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Modifier un utilisateur caisse', params: byId, body: posUserUpdateSchema, response: { 200: posUserSchema } },
    handler: (request) => service.update(db, request.params.restaurantId, request.params.id, request.body),
  });

  app.put(`${base}/:id/pin`, {
    config: { access },
    schema: { tags, summary: 'Changer le code PIN', params: byId, body: posUserPinSchema, response: { 200: posUserSchema } },
    handler: (request) => service.changePin(db, request.params.restaurantId, request.params.id, request.body),
  });

  app.delete(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Supprimer un utilisateur caisse', params: byId },
    handler: async (request, reply) => {
      await service.remove(db, request.params.restaurantId, request.params.id);
      return reply.code(204).send();
    },
  });
};
