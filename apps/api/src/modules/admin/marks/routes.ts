import { adminEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import { platformResource } from '../../../lib/platform-resource';
import * as service from './service';

const access = { roles: ADMIN_ONLY };
const e = adminEndpoints;

/** Marks (brands / franchise networks), their rates history (who changed them is kept) and their franchisors. */
export const markRoutes = (app: FastifyInstance, db: Db) => {
  platformResource(app, e.marks, {
    db,
    handlers: {
      list: ({ db }, query) => service.list(db, query),
      get: ({ db }, id) => service.get(db, id),
      create: ({ db }, input) => service.create(db, input),
      update: ({ db, user }, id, input) => service.update(db, id, input, user.id),
      delete: ({ db }, id) => service.remove(db, id),
    },
  });
  route(app, e.markRates, { access, handler: async (req) => ({ data: await service.rates(db, req.params.id) }) });
  route(app, e.addMarkRate, {
    access,
    handler: async (req) => ({ data: await service.addRate(db, req.params.id, req.body, req.auth?.user.id ?? null) }),
  });
  route(app, e.markFranchisors, { access, handler: async (req) => ({ data: await service.franchisors(db, req.params.id) }) });
  route(app, e.setMarkFranchisors, {
    access,
    handler: async (req) => ({ data: await service.setFranchisors(db, req.params.id, req.body.user_ids) }),
  });
};
