import { haccpEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantResource } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { actorOf, HACCP_ACCESS } from '../common';
import * as service from './service';

export const nonConformityRoutes = (app: FastifyInstance, db: Db) => {
  restaurantResource(app, haccpEndpoints.nonConformities, {
    access: HACCP_ACCESS,
    handlers: {
      list: (scope, query) => service.listNonConformities(db, scope, query),
      get: (scope, id) => service.getNonConformity(db, scope, id),
    },
  });
  route(app, haccpEndpoints.nonConformityStep, {
    access: HACCP_ACCESS,
    handler: (req) => service.takeStep(db, restaurantScopeOf(req), actorOf(req), req.params.id, req.body),
  });
};
