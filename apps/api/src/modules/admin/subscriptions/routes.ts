import { adminBillingEndpoints as e } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoints';
import type { ModuleDeps } from '../../types';
import * as repo from './repository';
import * as service from './service';

const access = { roles: ['admin' as const] };

export const adminSubscriptionsRoutes = (app: FastifyInstance, { db }: ModuleDeps) => {
  route(app, e.subscriptions, { access, handler: (req) => repo.list(db, req.query) });
  route(app, e.createSubscription, { access, handler: (req) => service.create(db, req.body) });
  route(app, e.updateSubscription, { access, handler: (req) => service.update(db, req.params.id, req.body) });
  route(app, e.cancelSubscription, { access, handler: (req) => service.cancel(db, req.params.id) });
};
