import { adminEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { platformResource } from '../../../lib/platform-resource';
import * as service from './service';

/** The FitFit modules catalogue (code, title, monthly price, active, position); its rules on the code are the service's. */
export const fitfitModuleRoutes = (app: FastifyInstance, db: Db) =>
  platformResource(app, adminEndpoints.fitfitModules, {
    db,
    handlers: {
      list: ({ db }, query) => service.list(db, query),
      get: ({ db }, id) => service.get(db, id),
      create: ({ db }, input) => service.create(db, input),
      update: ({ db }, id, input) => service.update(db, id, input),
      delete: ({ db }, id) => service.remove(db, id),
    },
  });
