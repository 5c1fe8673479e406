import { haccpEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { HACCP_ACCESS } from '../common';
import { dashboard } from './service';

export const dashboardRoutes = (app: FastifyInstance, db: Db) =>
  route(app, haccpEndpoints.dashboard, { access: HACCP_ACCESS, handler: (req) => dashboard(db, restaurantScopeOf(req)) });
