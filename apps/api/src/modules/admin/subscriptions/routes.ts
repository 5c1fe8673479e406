import { pageEnvelope, restaurantSubscriptionSchema, subscriptionListQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../types';
import * as repo from './repository';

export const adminSubscriptionsRoutes = (root: FastifyInstance, { db }: ModuleDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/v1/admin/restaurant_subscriptions', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['admin'],
      summary: 'Abonnements des restaurants (only_subscribed=true : essai, actif, impayé)',
      querystring: subscriptionListQuerySchema,
      response: { 200: pageEnvelope(restaurantSubscriptionSchema) },
    },
    handler: (request) => repo.list(db, request.query),
  });
};
