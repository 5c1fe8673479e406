import { haccpEndpoints as haccp } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantResource } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { actorOf, HACCP_ACCESS } from '../common';
import * as service from './service';

/** The planning: tasks (CRUD), their occurrences over a range of days, and the steps of an occurrence. */
export const planningRoutes = (app: FastifyInstance, db: Db) => {
  const access = HACCP_ACCESS;
  restaurantResource(app, haccp.tasks, {
    access,
    handlers: {
      list: (scope, query) => service.listTasks(db, scope, query),
      get: (scope, id) => service.getTask(db, scope, id),
      create: (scope, input) => service.createTask(db, scope, input),
      update: (scope, id, input) => service.updateTask(db, scope, id, input),
      delete: (scope, id) => service.deleteTask(db, scope, id),
    },
  });
  route(app, haccp.planning, { access, handler: (req) => service.planning(db, restaurantScopeOf(req), req.query) });
  route(app, haccp.transition, {
    access,
    handler: (req) => service.transition(db, restaurantScopeOf(req), actorOf(req), req.params.id, req.body),
  });
  route(app, haccp.assignees, { access, handler: async (req) => ({ data: await service.assignees(db, restaurantScopeOf(req)) }) });
};
