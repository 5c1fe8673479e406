import { adminUserEndpoints as e } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoints';
import { platformResource } from '../../../lib/platform-resource';
import type { ModuleDeps } from '../../types';
import * as service from './service';

const access = { roles: ['admin'] as const };

/** /api/v1/admin/users: users of every role, soft delete and restore, sponsored restaurants of a saler. */
export const adminUsersRoutes = (app: FastifyInstance, { db }: ModuleDeps) => {
  route(app, e.markChoices, { access, handler: (req) => service.markChoices(db, req.query) });
  platformResource(app, e, {
    db,
    access,
    handlers: {
      list: ({ db }, query) => service.list(db, query),
      get: ({ db }, id) => service.get(db, id),
      create: ({ db }, input) => service.create(db, input),
      // the acting admin: who may not demote or delete themselves, and whose sessions stay
      update: ({ db, auth }, id, input) => service.update(db, auth, id, input),
      delete: ({ db, auth }, id) => service.remove(db, auth, id),
    },
  });
  route(app, e.restore, { access, handler: (req) => service.restore(db, req.params.id) });
  route(app, e.sponsoredRestaurants, { access, handler: (req) => service.sponsoredRestaurants(db, req.params.id, req.query) });
};
