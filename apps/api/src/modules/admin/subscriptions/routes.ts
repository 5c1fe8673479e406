import {
  pageEnvelope,
  restaurantSubscriptionSchema,
  subscriptionCreateSchema,
  subscriptionListQuerySchema,
  subscriptionUpdateSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../types';
import * as repo from './repository';
import * as service from './service';

const access = { roles: ['admin' as const] };
const params = z.object({ id: z.uuid() });

export const adminSubscriptionsRoutes = (root: FastifyInstance, { db }: ModuleDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/v1/admin/restaurant_subscriptions', {
    config: { access },
    schema: {
      tags: ['admin'],
      summary: 'Abonnements des restaurants (only_subscribed=true : essai, actif, impayé)',
      querystring: subscriptionListQuerySchema,
      response: { 200: pageEnvelope(restaurantSubscriptionSchema) },
    },
    handler: (request) => repo.list(db, request.query),
  });
  app.post('/api/v1/admin/restaurant_subscriptions', {
    config: { access },
    schema: {
      tags: ['admin'],
      summary: 'Créer l’abonnement d’un restaurant (409 s’il en a déjà un en cours)',
      body: subscriptionCreateSchema,
      response: { 201: restaurantSubscriptionSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await service.create(db, request.body)),
  });
  app.patch('/api/v1/admin/restaurant_subscriptions/:id', {
    config: { access },
    schema: {
      tags: ['admin'],
      summary: 'Changer la périodicité et le statut d’un abonnement (409 s’il est résilié)',
      params,
      body: subscriptionUpdateSchema,
      response: { 200: restaurantSubscriptionSchema },
    },
    handler: (request) => service.update(db, request.params.id, request.body),
  });
  app.post('/api/v1/admin/restaurant_subscriptions/:id/cancel', {
    config: { access },
    schema: {
      tags: ['admin'],
      summary: 'Résilier un abonnement (il reste, daté, et n’est plus facturé)',
      params,
      response: { 200: restaurantSubscriptionSchema },
    },
    handler: (request) => service.cancel(db, request.params.id),
  });
};
