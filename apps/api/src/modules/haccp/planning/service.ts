import {
  type Occurrence,
  type PageQuery,
  type PlanningQuery,
  type Task,
  type TaskInput,
  type TaskTransition,
  taskKindLabels,
} from '@fitfit/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caissePosUsers, haccpTaskStates, haccpTasks } from '../../../db/schema';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope, sameTenant, tenantColumn } from '../../../lib/tenant-scope';
import type { Actor, Queryable } from '../common';
import { findEquipment } from '../equipment/repository';
import { dayOf, findOccurrence, localDay, occurrencesBetween } from './repository';

const TASK_NOT_FOUND = 'Tâche introuvable';
const NOT_AN_OCCURRENCE = 'Cette échéance ne correspond pas à la tâche';
const EQUIPMENT_NOT_FOUND = 'Équipement introuvable';
const LATE_DAYS_SHOWN = 14;

const assigneeName = sql<
  string | null
>`(select nullif(trim(p.first_name || ' ' || p.last_name), '') from caisse_pos_users p where ${sameTenant([tenantColumn('p'), sql.raw('p.id')], [haccpTasks.restaurant_id, haccpTasks.assignee_pos_user_id])})`;
const equipmentName = sql<
  string | null
>`(select e.name from haccp_equipment e where ${sameTenant([tenantColumn('e'), sql.raw('e.id')], [haccpTasks.restaurant_id, haccpTasks.equipment_id])})`;
const taskColumns = {
  id: haccpTasks.id,
  title: haccpTasks.title,
  kind: haccpTasks.kind,
  assignee_pos_user_id: haccpTasks.assignee_pos_user_id,
  assignee_name: assigneeName,
  equipment_id: haccpTasks.equipment_id,
  equipment_name: equipmentName,
  due_at: haccpTasks.due_at,
  recurrence: haccpTasks.recurrence,
  until: haccpTasks.until,
  created_at: haccpTasks.created_at,
  updated_at: haccpTasks.updated_at,
};
type Row = { [K in keyof typeof taskColumns]: unknown };
const toTask = (r: Row): Task => ({
  id: r.id as string,
  title: r.title as string,
  kind: r.kind as Task['kind'],
  assignee_pos_user_id: (r.assignee_pos_user_id as string | null) ?? null,
  assignee_name: (r.assignee_name as string | null) ?? null,
  equipment_id: (r.equipment_id as string | null) ?? null,
  equipment_name: (r.equipment_name as string | null) ?? null,
  due_at: iso(r.due_at as Date),
  recurrence: r.recurrence as Task['recurrence'],
  until: (r.until as string | null) ?? null,
  created_at: iso(r.created_at as Date),
  updated_at: iso(r.updated_at as Date),
});

const findTaskRow = async (db: Queryable, scope: RestaurantScope, id: string) =>
  (
    await db
      .select(taskColumns)
      .from(haccpTasks)
      .where(and(inScope(scope, haccpTasks.restaurant_id), eq(haccpTasks.id, id)))
  )[0];

export const getTask = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await findTaskRow(db, scope, id);
  if (!row) throw notFound(TASK_NOT_FOUND);
  return toTask(row);
};

export const listTasks = async (db: Db, scope: RestaurantScope, query: PageQuery) => {
  const page = await pagedQuery({
    db,
    select: db.select(taskColumns).from(haccpTasks).$dynamic(),
    countFrom: haccpTasks,
    query,
    where: [inScope(scope, haccpTasks.restaurant_id)],
    searchColumns: [haccpTasks.title],
    sortColumns: { due_at: haccpTasks.due_at, title: haccpTasks.title },
    tieBreaker: haccpTasks.id,
  });
  return { ...page, data: page.data.map(toTask) };
};

/** The assignee must be an active POS user of this restaurant (422 otherwise). */
const checkAssignee = async (db: Db, scope: RestaurantScope, id: string | null) => {
  if (!id) return;
  const found = await db
    .select({ id: caissePosUsers.id })
    .from(caissePosUsers)
    .where(and(inScope(scope, caissePosUsers.restaurant_id), eq(caissePosUsers.id, id), eq(caissePosUsers.active, true)));
  if (!found.length) {
    const message = 'Choisissez une personne de l’équipe du restaurant';
    throw unprocessable(message, { assignee_pos_user_id: message });
  }
};

/** The equipment of a temperature task must be one of this restaurant's (422 otherwise). */
const checkEquipment = async (db: Db, scope: RestaurantScope, id: string | null) => {
  if (!id || (await findEquipment(db, scope, id))) return;
  throw unprocessable(EQUIPMENT_NOT_FOUND, { equipment_id: EQUIPMENT_NOT_FOUND });
};

const values = (input: TaskInput) => ({
  title: input.title,
  kind: input.kind,
  assignee_pos_user_id: input.assignee_pos_user_id,
  equipment_id: input.equipment_id,
  due_at: new Date(input.due_at),
  recurrence: input.recurrence,
  until: input.until,
});

export const createTask = async (db: Db, scope: RestaurantScope, input: TaskInput) => {
  await checkAssignee(db, scope, input.assignee_pos_user_id);
  await checkEquipment(db, scope, input.equipment_id);
  const [row] = await db
    .insert(haccpTasks)
    .values({ restaurant_id: scope.restaurantId, ...values(input) })
    .returning({ id: haccpTasks.id });
  return getTask(db, scope, row.id);
};

/** Editing a task changes its future occurrences; the states already stored stay with their due times. */
export const updateTask = async (db: Db, scope: RestaurantScope, id: string, input: TaskInput) => {
  await checkAssignee(db, scope, input.assignee_pos_user_id);
  await checkEquipment(db, scope, input.equipment_id);
  const [row] = await db
    .update(haccpTasks)
    .set({ ...values(input), updated_at: sql`now()` })
    .where(and(inScope(scope, haccpTasks.restaurant_id), eq(haccpTasks.id, id)))
    .returning({ id: haccpTasks.id });
  if (!row) throw notFound(TASK_NOT_FOUND);
  return getTask(db, scope, row.id);
};

/** Removes a task from the planning (the records that did it stay in the register). */
export const deleteTask = async (db: Db, scope: RestaurantScope, id: string) => {
  const [row] = await db
    .delete(haccpTasks)
    .where(and(inScope(scope, haccpTasks.restaurant_id), eq(haccpTasks.id, id)))
    .returning({ id: haccpTasks.id });
  if (!row) throw notFound(TASK_NOT_FOUND);
};

export const planning = async (db: Db, scope: RestaurantScope, query: PlanningQuery) => ({
  from: query.from,
  to: query.to,
  occurrences: await occurrencesBetween(db, scope, query),
});

/** Today's occurrences and the late ones of the previous days, for the HACCP home. */
export const homeTasks = async (db: Db, scope: RestaurantScope) => {
  const [today, since, yesterday] = await Promise.all([
    localDay(db, scope),
    localDay(db, scope, -LATE_DAYS_SHOWN),
    localDay(db, scope, -1),
  ]);
  const [todays, before] = await Promise.all([
    occurrencesBetween(db, scope, { from: today, to: today }),
    occurrencesBetween(db, scope, { from: since, to: yesterday }),
  ]);
  return { tasks_today: todays, late_tasks: before.filter((o) => o.status === 'late').reverse() };
};

const occurrenceOrFail = async (db: Queryable, scope: RestaurantScope, taskId: string, dueAt: string) => {
  const task = await findTaskRow(db, scope, taskId);
  if (!task) throw notFound(TASK_NOT_FOUND);
  const occurrence = await findOccurrence(db, scope, taskId, dueAt);
  if (!occurrence) throw unprocessable(NOT_AN_OCCURRENCE, { due_at: NOT_AN_OCCURRENCE });
  return { occurrence, task: toTask(task) };
};

const refusals: Record<string, string> = {
  'done>': 'Cette tâche est déjà faite',
  'in_progress>in_progress': 'Cette tâche est déjà en cours',
  'todo>todo': 'Cette tâche est déjà à faire',
};

/**
 * One step of an occurrence: todo → in_progress (who starts it), in_progress → todo (given back), → done by
 * hand for the kind "other" only — a task of a record kind is done by its record. A done task does not move.
 * The stored state is part of the write's condition, so two people moving the same task at once cannot both win.
 */
export const transition = async (db: Db, scope: RestaurantScope, actor: Actor, taskId: string, body: TaskTransition) => {
  const { occurrence } = await occurrenceOrFail(db, scope, taskId, body.due_at);
  const from = occurrence.stored_status;
  const refused = refusals[`${from}>${from === 'done' ? '' : body.status}`];
  if (refused) throw conflict(refused);
  if (body.status === 'done' && occurrence.kind !== 'other') {
    throw conflict(`Cette tâche se fait en enregistrant : ${taskKindLabels[occurrence.kind]}`);
  }
  const dueAt = new Date(occurrence.due_at);
  const key = and(
    eq(haccpTaskStates.restaurant_id, scope.restaurantId),
    eq(haccpTaskStates.task_id, taskId),
    eq(haccpTaskStates.due_at, dueAt),
  );
  let changed: unknown[];
  if (body.status === 'todo') {
    changed = await db
      .delete(haccpTaskStates)
      .where(and(key, eq(haccpTaskStates.status, 'in_progress')))
      .returning();
  } else if (from === 'todo') {
    changed = await db
      .insert(haccpTaskStates)
      .values({
        restaurant_id: scope.restaurantId,
        task_id: taskId,
        due_at: dueAt,
        status: body.status,
        ...(body.status === 'in_progress'
          ? { started_at: new Date(), started_by_name: actor.name }
          : { done_at: new Date(), done_by_user_id: actor.id, done_by_name: actor.name }),
      })
      .onConflictDoNothing()
      .returning();
  } else {
    changed = await db
      .update(haccpTaskStates)
      .set({ status: 'done', done_at: new Date(), done_by_user_id: actor.id, done_by_name: actor.name })
      .where(and(key, eq(haccpTaskStates.status, 'in_progress')))
      .returning();
  }
  if (!changed.length) throw conflict('Cette tâche vient de changer : rechargez le planning');
  return (await findOccurrence(db, scope, taskId, occurrence.due_at)) as Occurrence;
};

/**
 * A record that does a planned task: the occurrence must exist, be of the record's kind (and on the task's equipment
 * when it names one) and not be done yet; it becomes done with the record, in the record's transaction.
 */
export const completeByRecord = async (
  tx: Queryable,
  scope: RestaurantScope,
  actor: Actor,
  record: { kind: string; equipmentId: string | null },
  task: { id: string; dueAt: string },
  recordId: string,
) => {
  const { occurrence, task: planned } = await occurrenceOrFail(tx, scope, task.id, task.dueAt);
  if (occurrence.kind !== record.kind) {
    const message = `Cette tâche se fait en enregistrant : ${taskKindLabels[occurrence.kind]}`;
    throw unprocessable(message, { task_id: message });
  }
  if (planned.equipment_id && planned.equipment_id !== record.equipmentId) {
    const message = `Cette tâche se relève sur : ${planned.equipment_name ?? 'son équipement'}`;
    throw unprocessable(message, { equipment_id: message });
  }
  if (occurrence.stored_status === 'done') throw conflict(refusals['done>']);
  const done = { status: 'done' as const, record_id: recordId, done_at: new Date(), done_by_user_id: actor.id, done_by_name: actor.name };
  const written = await tx
    .insert(haccpTaskStates)
    .values({ restaurant_id: scope.restaurantId, task_id: task.id, due_at: new Date(occurrence.due_at), ...done })
    .onConflictDoUpdate({
      target: [haccpTaskStates.restaurant_id, haccpTaskStates.task_id, haccpTaskStates.due_at],
      set: done,
      setWhere: sql`${haccpTaskStates.status} <> 'done'`,
    })
    .returning();
  if (!written.length) throw conflict(refusals['done>']);
};

/**
 * A record entered from its screen (no task named) does the planned task it answers: of the reading's day (restaurant's
 * timezone), the not-done occurrence of a task of its kind — on the same equipment when the task is known to be read
 * on one — whose due time is nearest the reading's. Nothing to do is not an error, nor is someone else's finishing
 * it at the same instant (the record stands on its own).
 */
export const completeAnsweredTask = async (
  tx: Queryable,
  scope: RestaurantScope,
  actor: Actor,
  record: { id: string; kind: string; recordedAt: Date; equipmentId: string | null },
) => {
  const day = await dayOf(tx, scope, record.recordedAt.toISOString());
  const at = record.recordedAt.getTime();
  const answered = (await occurrencesBetween(tx, scope, { from: day, to: day }))
    .filter((o) => o.kind === record.kind && o.stored_status !== 'done')
    .filter((o) => !o.equipment_id || !record.equipmentId || o.equipment_id === record.equipmentId)
    .sort((x, y) => Math.abs(Date.parse(x.due_at) - at) - Math.abs(Date.parse(y.due_at) - at))[0];
  if (!answered) return;
  const done = { status: 'done' as const, record_id: record.id, done_at: new Date(), done_by_user_id: actor.id, done_by_name: actor.name };
  await tx
    .insert(haccpTaskStates)
    .values({ restaurant_id: scope.restaurantId, task_id: answered.task_id, due_at: new Date(answered.due_at), ...done })
    .onConflictDoUpdate({
      target: [haccpTaskStates.restaurant_id, haccpTaskStates.task_id, haccpTaskStates.due_at],
      set: done,
      setWhere: sql`${haccpTaskStates.status} <> 'done'`,
    });
};

/** The restaurant's active POS users, the people a task can be given to. */
export const assignees = async (db: Db, scope: RestaurantScope) =>
  (
    await db
      .select({ id: caissePosUsers.id, first: caissePosUsers.first_name, last: caissePosUsers.last_name })
      .from(caissePosUsers)
      .where(and(inScope(scope, caissePosUsers.restaurant_id), eq(caissePosUsers.active, true)))
      .orderBy(caissePosUsers.first_name, caissePosUsers.last_name)
  ).map((u) => ({ id: u.id, name: `${u.first} ${u.last}`.trim() }));
