import {
  type ChecklistTemplate,
  type ChecklistTemplateInput,
  type CleaningTask,
  type CleaningTaskInput,
  haccpEndpoints,
  type PageQuery,
} from '@fitfit/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { haccpCleaningTasks as tasks, haccpChecklistTemplates as templates } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { restaurantResource } from '../../../lib/resource-routes';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { HACCP_ACCESS, type Queryable } from '../common';

type TaskRow = typeof tasks.$inferSelect;
type TemplateRow = typeof templates.$inferSelect;
const TASK_NOT_FOUND = 'Tâche de nettoyage introuvable';
const TEMPLATE_NOT_FOUND = 'Checklist introuvable';

const toTask = (r: TaskRow): CleaningTask => ({
  id: r.id,
  zone: r.zone,
  task: r.task,
  product: r.product,
  method: r.method,
  frequency: r.frequency as CleaningTask['frequency'],
  active: r.active,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});
const toTemplate = (r: TemplateRow): ChecklistTemplate => ({
  id: r.id,
  name: r.name,
  moment: r.moment as ChecklistTemplate['moment'],
  items: r.items,
  active: r.active,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export const findTask = async (db: Queryable, scope: RestaurantScope, id: string) =>
  (
    await db
      .select()
      .from(tasks)
      .where(and(inScope(scope, tasks.restaurant_id), eq(tasks.id, id)))
  )[0];
export const findTemplate = async (db: Queryable, scope: RestaurantScope, id: string) =>
  (
    await db
      .select()
      .from(templates)
      .where(and(inScope(scope, templates.restaurant_id), eq(templates.id, id)))
  )[0];

const orFail = <T>(row: T | undefined, message: string) => {
  if (!row) throw notFound(message);
  return row;
};

/** The cleaning plan's tasks and the checklist templates: two plain CRUD resources. */
export const planRoutes = (app: FastifyInstance, db: Db) => {
  restaurantResource(app, haccpEndpoints.cleaningTasks, {
    access: HACCP_ACCESS,
    handlers: {
      list: async (scope, query: PageQuery) => {
        const page = await pagedQuery({
          db,
          table: tasks,
          query,
          where: [inScope(scope, tasks.restaurant_id)],
          searchColumns: [tasks.zone, tasks.task],
          sortColumns: { zone: [tasks.zone, tasks.task], task: tasks.task, created_at: tasks.created_at },
          tieBreaker: tasks.id,
        });
        return { ...page, data: page.data.map(toTask) };
      },
      get: async (scope, id) => toTask(orFail(await findTask(db, scope, id), TASK_NOT_FOUND)),
      create: async (scope, input: CleaningTaskInput) =>
        toTask(
          (
            await db
              .insert(tasks)
              .values({ ...input, restaurant_id: scope.restaurantId })
              .returning()
          )[0],
        ),
      update: async (scope, id, input: CleaningTaskInput) =>
        toTask(
          orFail(
            (
              await db
                .update(tasks)
                .set({ ...input, updated_at: sql`now()` })
                .where(and(inScope(scope, tasks.restaurant_id), eq(tasks.id, id)))
                .returning()
            )[0],
            TASK_NOT_FOUND,
          ),
        ),
      delete: async (scope, id) => {
        orFail(
          (
            await db
              .delete(tasks)
              .where(and(inScope(scope, tasks.restaurant_id), eq(tasks.id, id)))
              .returning()
          )[0],
          TASK_NOT_FOUND,
        );
      },
    },
  });
  restaurantResource(app, haccpEndpoints.checklistTemplates, {
    access: HACCP_ACCESS,
    handlers: {
      list: async (scope, query: PageQuery) => {
        const page = await pagedQuery({
          db,
          table: templates,
          query,
          where: [inScope(scope, templates.restaurant_id)],
          searchColumns: [templates.name],
          sortColumns: { name: templates.name, created_at: templates.created_at },
          tieBreaker: templates.id,
        });
        return { ...page, data: page.data.map(toTemplate) };
      },
      get: async (scope, id) => toTemplate(orFail(await findTemplate(db, scope, id), TEMPLATE_NOT_FOUND)),
      create: async (scope, input: ChecklistTemplateInput) =>
        toTemplate(
          (
            await db
              .insert(templates)
              .values({ ...input, restaurant_id: scope.restaurantId })
              .returning()
          )[0],
        ),
      update: async (scope, id, input: ChecklistTemplateInput) =>
        toTemplate(
          orFail(
            (
              await db
                .update(templates)
                .set({ ...input, updated_at: sql`now()` })
                .where(and(inScope(scope, templates.restaurant_id), eq(templates.id, id)))
                .returning()
            )[0],
            TEMPLATE_NOT_FOUND,
          ),
        ),
      delete: async (scope, id) => {
        orFail(
          (
            await db
              .delete(templates)
              .where(and(inScope(scope, templates.restaurant_id), eq(templates.id, id)))
              .returning()
          )[0],
          TEMPLATE_NOT_FOUND,
        );
      },
    },
  });
};
