import {
  adminUserListQuerySchema,
  adminUserSchema,
  createAdminUserSchema,
  LOOKUP_PAGE_SIZE,
  pageEnvelope,
  pageQuerySchema,
  sponsoredRestaurantSchema,
  updateAdminUserSchema,
} from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../types';
import * as service from './service';

const access = { roles: ['admin'] as const };
const idParams = z.object({ id: z.uuid() });
const auth = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('access rule let an anonymous request through');
  return request.auth;
};

/** /api/v1/admin/users: users of every role, soft delete and restore, sponsored restaurants of a saler. */
export const adminUsersRoutes = (root: FastifyInstance, { db }: ModuleDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get('/api/v1/admin/users', {
    config: { access },
    schema: {
      tags,
      summary: 'Utilisateurs (filtre rôle, supprimés)',
      querystring: adminUserListQuerySchema,
      response: { 200: pageEnvelope(adminUserSchema) },
    },
    handler: (request) => service.list(db, request.query),
  });

  app.get('/api/v1/admin/users/mark_choices', {
    config: { access },
    schema: {
      tags,
      summary: 'Marques proposées pour un franchiseur (recherche, 50 par page)',
      querystring: pageQuerySchema.extend({ per_page: pageQuerySchema.shape.per_page.unwrap().default(LOOKUP_PAGE_SIZE) }),
      response: { 200: pageEnvelope(z.object({ id: z.uuid(), name: z.string() })) },
    },
    handler: (request) => service.markChoices(db, request.query),
  });

  app.post('/api/v1/admin/users', {
    config: { access },
    schema: { tags, summary: 'Créer un utilisateur', body: createAdminUserSchema, response: { 201: adminUserSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.create(db, request.body)),
  });

  app.get('/api/v1/admin/users/:id', {
    config: { access },
    schema: { tags, summary: 'Un utilisateur', params: idParams, response: { 200: adminUserSchema } },
    handler: (request) => service.get(db, request.params.id),
  });

  app.put('/api/v1/admin/users/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Modifier un utilisateur (ou son mot de passe)',
      params: idParams,
      body: updateAdminUserSchema,
      response: { 200: adminUserSchema },
    },
    handler: (request) => service.update(db, auth(request), request.params.id, request.body),
  });

  app.delete('/api/v1/admin/users/:id', {
    config: { access },
    schema: { tags, summary: 'Supprimer (logiquement) un utilisateur et révoquer ses sessions', params: idParams },
    handler: async (request, reply) => {
      await service.remove(db, auth(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.post('/api/v1/admin/users/:id/restore', {
    config: { access },
    schema: { tags, summary: 'Restaurer un utilisateur supprimé', params: idParams, response: { 200: adminUserSchema } },
    handler: (request) => service.restore(db, request.params.id),
  });

  app.get('/api/v1/admin/users/:id/sponsored_restaurants', {
    config: { access },
    schema: {
      tags,
      summary: 'Restaurants parrainés par un commercial',
      params: idParams,
      querystring: pageQuerySchema,
      response: { 200: pageEnvelope(sponsoredRestaurantSchema) },
    },
    handler: (request) => service.sponsoredRestaurants(db, request.params.id, request.query),
  });
};
