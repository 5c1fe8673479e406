import { adminBillingEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoints';
import type { ModuleDeps } from '../../types';
import { dashboard } from './repository';

export const adminDashboardRoutes = (app: FastifyInstance, { db }: ModuleDeps) =>
  route(app, adminBillingEndpoints.dashboard, { access: { roles: ['admin'] }, handler: () => dashboard(db) });
