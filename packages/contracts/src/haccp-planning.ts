import { z } from 'zod';
import { withDateRange } from './date-range';
import { type HaccpKind, haccpDashboardSchema, haccpKindLabels, haccpKinds } from './haccp';
import { calendarDate, optionalCalendarDate, text } from './primitives';

/**
 * HACCP planning (PRODUCT §5, docs/haccp.md "Planning"): tasks that repeat or not, each occurrence computed
 * in the restaurant's timezone; todo → in_progress → done, late when past due and not done.
 */
export const taskKinds = [...haccpKinds, 'other'] as const;
export type TaskKind = (typeof taskKinds)[number];
export const taskKindLabels: Record<TaskKind, string> = { ...haccpKindLabels, other: 'Autre (fait à la main)' };
/** The screen whose entry form does a task of a record kind. */
export const taskKindRoutes: Record<HaccpKind, string> = {
  temperature: '/haccp/temperatures',
  reception: '/haccp/receptions',
  oil: '/haccp/oils',
  heat_transfer: '/haccp/heat-transfers',
  traceability: '/haccp/traceabilities',
  cleaning: '/haccp/cleaning-plans',
  checklist: '/haccp/checklists',
  production: '/haccp/productions',
};

export const taskRecurrences = ['none', 'daily', 'weekly', 'monthly'] as const;
export type TaskRecurrence = (typeof taskRecurrences)[number];
export const taskRecurrenceLabels: Record<TaskRecurrence, string> = {
  none: 'Une seule fois',
  daily: 'Chaque jour',
  weekly: 'Chaque semaine',
  monthly: 'Chaque mois',
};

const instant = z.iso.datetime({ offset: true });

export const taskInputSchema = z
  .strictObject({
    title: text(120),
    kind: z.enum(taskKinds),
    assignee_pos_user_id: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    /** Temperature tasks only: the equipment read (an equipment of the restaurant, 422 otherwise). */
    equipment_id: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    due_at: instant,
    recurrence: z.enum(taskRecurrences),
    until: optionalCalendarDate,
  })
  .refine((t) => !t.until || t.until >= t.due_at.slice(0, 10), {
    message: 'La fin de la répétition doit être après la première échéance',
    path: ['until'],
  })
  .refine((t) => !t.equipment_id || t.kind === 'temperature', {
    message: 'Seul un relevé de température se fait sur un équipement',
    path: ['equipment_id'],
  });
export type TaskInput = z.infer<typeof taskInputSchema>;

export const taskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.enum(taskKinds),
  assignee_pos_user_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  equipment_id: z.uuid().nullable(),
  equipment_name: z.string().nullable(),
  due_at: z.string(),
  recurrence: z.enum(taskRecurrences),
  until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** What an occurrence is: its stored state (todo when nothing is stored) and, computed, late. */
export const occurrenceStatuses = ['todo', 'in_progress', 'done', 'late'] as const;
export type OccurrenceStatus = (typeof occurrenceStatuses)[number];
export const occurrenceStatusLabels: Record<OccurrenceStatus, string> = {
  todo: 'À faire',
  in_progress: 'En cours',
  done: 'Fait',
  late: 'En retard',
};
export const storedStatuses = ['todo', 'in_progress', 'done'] as const;
export type StoredStatus = (typeof storedStatuses)[number];

export const occurrenceSchema = z.object({
  task_id: z.uuid(),
  due_at: z.string(),
  /** The calendar day of the occurrence in the restaurant's timezone. */
  day: z.string(),
  title: z.string(),
  kind: z.enum(taskKinds),
  recurrence: z.enum(taskRecurrences),
  assignee_pos_user_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  /**
   * The equipment a temperature task is read on (« Faire » preselects it): the task's own, else that of the last
   * reading that did it.
   */
  equipment_id: z.uuid().nullable(),
  equipment_name: z.string().nullable(),
  status: z.enum(occurrenceStatuses),
  stored_status: z.enum(storedStatuses),
  record_id: z.uuid().nullable(),
  started_at: z.string().nullable(),
  started_by_name: z.string().nullable(),
  done_at: z.string().nullable(),
  done_by_name: z.string().nullable(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

/** The planning of a range of days (at most 62): every occurrence, by due time. */
export const PLANNING_MAX_DAYS = 62;
export const planningQuerySchema = withDateRange(z.object({ from: calendarDate, to: calendarDate }), {
  max: { days: PLANNING_MAX_DAYS },
});
export type PlanningQuery = z.infer<typeof planningQuerySchema>;
export const planningSchema = z.object({ from: z.string(), to: z.string(), occurrences: z.array(occurrenceSchema) });
export type Planning = z.infer<typeof planningSchema>;

/** Moves one occurrence: todo ⇄ in_progress → done (done by hand only for the kind "other"). */
export const taskTransitionSchema = z.strictObject({ due_at: instant, status: z.enum(storedStatuses) });
export type TaskTransition = z.infer<typeof taskTransitionSchema>;

export const assigneeSchema = z.object({ id: z.uuid(), name: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

/** The HACCP home with the planning: today's tasks and the late ones of the last days. */
export const haccpHomeSchema = haccpDashboardSchema.extend({
  tasks_today: z.array(occurrenceSchema),
  late_tasks: z.array(occurrenceSchema),
});
export type HaccpHome = z.infer<typeof haccpHomeSchema>;

/** The inspector's export (DDPP): the register of a period, as a PDF or a zip of CSVs; at most a year. */
export const registerExportQuerySchema = withDateRange(
  z.object({ from: calendarDate, to: calendarDate, format: z.enum(['pdf', 'zip']) }),
  // a year and a day: 366 days between the ends, as before the shared check
  { max: { days: 367, label: 'un an' } },
);
export type RegisterExportQuery = z.infer<typeof registerExportQuerySchema>;
