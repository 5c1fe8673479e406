import { haccpEndpoints, nonConformityQuerySchema, nonConformitySchema, nonConformityStepSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantResource } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { actorOf, HACCP_ACCESS, haccpTags } from '../common';
import * as service from './service';

export const nonConformityRoutes = (app: FastifyInstance, db: Db) => {
  restaurantResource(app, {
    path: 'haccp/non-conformities',
    access: HACCP_ACCESS,
    tags: haccpTags,
    summaries: { list: 'Non-conformités', get: 'Une non-conformité' },
    item: nonConformitySchema,
    input: nonConformityStepSchema,
    query: nonConformityQuerySchema,
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
