import {
  adminRestaurantInputSchema,
  adminRestaurantQuerySchema,
  adminRestaurantSchema,
  idParamsSchema,
  pageEnvelope,
  pageQuerySchema,
  restaurantUserSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import * as service from './service';

const access = { roles: ADMIN_ONLY };
const tags = ['admin'];
const detailSchema = z.object({
  data: z.object({
    restaurant: adminRestaurantSchema,
    users: z.array(restaurantUserSchema),
    subscription: z
      .object({ id: z.uuid(), status: z.string(), recurring: z.string(), started_on: z.string(), trial_ends_on: z.string().nullable() })
      .nullable(),
  }),
});

/** Every restaurant, for the platform team: list with filters, create, edit, soft delete. */
export const restaurantRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/admin/restaurants';

  app.get(base, {
    config: { access },
    schema: {
      tags,
      summary: 'Restaurants (filtres : marque, module détenu, abonné)',
      querystring: pageQuerySchema.extend(adminRestaurantQuerySchema.shape),
      response: { 200: pageEnvelope(adminRestaurantSchema) },
    },
    handler: (request) => service.list(db, request.query),
  });
  app.post(base, {
    config: { access },
    schema: { tags, summary: 'Créer un restaurant', body: adminRestaurantInputSchema, response: { 201: adminRestaurantSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.create(db, request.body)),
  });
  app.get(`${base}/:id`, {
    config: { access },
    schema: {
      tags,
      summary: 'Un restaurant, ses restaurateurs et son abonnement',
      params: idParamsSchema,
      response: { 200: detailSchema },
    },
    handler: async (request) => ({ data: await service.detail(db, request.params.id) }),
  });
  app.put(`${base}/:id`, {
    config: { access },
    schema: {
      tags,
      summary: 'Modifier un restaurant',
      params: idParamsSchema,
      body: adminRestaurantInputSchema,
      response: { 200: adminRestaurantSchema },
    },
    handler: (request) => service.update(db, request.params.id, request.body, request.auth!.user),
  });
  app.delete(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Supprimer un restaurant (suppression logique)', params: idParamsSchema },
    handler: async (request, reply) => {
      await service.remove(db, request.params.id);
      return reply.code(204).send();
    },
  });
};
