import {
  assigneeSchema,
  occurrenceSchema,
  planningQuerySchema,
  planningSchema,
  type TaskTransition,
  taskInputSchema,
  taskSchema,
  taskTransitionSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { idParams, openApi, restaurantParams, restaurantResource, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { actorOf, HACCP_ACCESS, haccpTags } from '../common';
import * as service from './service';

/** The planning: tasks (CRUD), their occurrences over a range of days, and the steps of an occurrence. */
export const planningRoutes = (app: FastifyInstance, db: Db) => {
  const config = { access: HACCP_ACCESS };
  const tags = haccpTags;
  restaurantResource(app, {
    path: 'haccp/tasks',
    access: HACCP_ACCESS,
    tags,
    summaries: {
      list: 'Planning : tâches',
      get: 'Une tâche du planning',
      create: 'Planifier une tâche (une fois, ou chaque jour, semaine, mois)',
      update: 'Modifier une tâche (ses prochaines échéances)',
      delete: 'Retirer une tâche du planning (les enregistrements faits restent)',
    },
    item: taskSchema,
    input: taskInputSchema,
    handlers: {
      list: (scope, query) => service.listTasks(db, scope, query),
      get: (scope, id) => service.getTask(db, scope, id),
      create: (scope, input) => service.createTask(db, scope, input),
      update: (scope, id, input) => service.updateTask(db, scope, id, input),
      delete: (scope, id) => service.deleteTask(db, scope, id),
    },
  });
  app.get(restaurantUrl('haccp/planning'), {
    config,
    schema: openApi({
      tags,
      summary: 'Planning : les échéances des tâches sur une période (à faire, en cours, faites, en retard)',
      params: restaurantParams,
      querystring: planningQuerySchema,
      response: { 200: planningSchema },
    }),
    handler: (req) => service.planning(db, restaurantScopeOf(req), req.query as z.infer<typeof planningQuerySchema>),
  });
  app.post(restaurantUrl('haccp/tasks/:id/transitions'), {
    config,
    schema: openApi({
      tags,
      summary: 'Faire avancer une échéance : commencer, remettre à faire, terminer (tâches « Autre » seulement)',
      params: idParams,
      body: taskTransitionSchema,
      response: { 200: occurrenceSchema },
    }),
    handler: (req) =>
      service.transition(db, restaurantScopeOf(req), actorOf(req), (req.params as { id: string }).id, req.body as TaskTransition),
  });
  app.get(restaurantUrl('haccp/assignees'), {
    config,
    schema: openApi({
      tags,
      summary: "Les personnes de l'équipe (utilisateurs de caisse actifs) à qui confier une tâche",
      params: restaurantParams,
      response: { 200: z.object({ data: z.array(assigneeSchema) }) },
    }),
    handler: async (req) => ({ data: await service.assignees(db, restaurantScopeOf(req)) }),
  });
};
