import { date, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { caissePosUsers } from './caisse-team';
import { tenantId, tenantPrimaryKey, tenantReference, timeOrderedRowId, timestamps } from './columns';
import { haccpEquipment, haccpRecords } from './haccp';
import { users } from './tenancy';

/**
 * HACCP planning, photos and production lots (docs/haccp.md).
 * - `haccp_tasks`: a task to do (once, or every day/week/month from its first due time, in the restaurant's
 *   timezone); its occurrences are computed, never stored ahead. A temperature task may name the equipment it is
 *   read on (the restaurant's own, by the composite key).
 * - `haccp_task_states`: the state of one occurrence once it moved (no row: to do); done by a record of the
 *   task's kind (`record_id`) or by hand for the kind "other".
 * - `haccp_record_photos`: photos of a record, appended, never changed (a trigger refuses it, as for records).
 * - `haccp_production_lots`: the lots (traceability or production records, by their first version's id) that a
 *   production version used; lot tracing walks it both ways.
 */
const at = (name: string) => timestamp(name, { withTimezone: true });

export const haccpTasks = pgTable(
  'haccp_tasks',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: tenantId(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    /** A POS user of the same restaurant (composite key); deleting the user clears only this column (migration SQL). */
    assignee_pos_user_id: uuid('assignee_pos_user_id'),
    /** Temperature tasks: the equipment read (« Faire » opens its form with it chosen). */
    equipment_id: uuid('equipment_id'),
    due_at: at('due_at').notNull(),
    recurrence: text('recurrence', { enum: ['none', 'daily', 'weekly', 'monthly'] }).notNull(),
    until: date('until', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey('haccp_tasks', t),
    index('haccp_tasks_restaurant_due_idx').on(t.restaurant_id, t.due_at),
    tenantReference('haccp_tasks_equipment_fk', { restaurant_id: t.restaurant_id, column: t.equipment_id }, haccpEquipment),
    // drizzle writes `SET NULL` on both columns; the migration narrows it to `SET NULL ("assignee_pos_user_id")`
    tenantReference('haccp_tasks_assignee_fk', { restaurant_id: t.restaurant_id, column: t.assignee_pos_user_id }, caissePosUsers).onDelete(
      'set null',
    ),
  ],
);

export const haccpTaskStates = pgTable(
  'haccp_task_states',
  {
    restaurant_id: tenantId(),
    task_id: uuid('task_id').notNull(),
    due_at: at('due_at').notNull(),
    status: text('status', { enum: ['in_progress', 'done'] }).notNull(),
    record_id: uuid('record_id'),
    started_at: at('started_at'),
    started_by_name: text('started_by_name'),
    done_at: at('done_at'),
    done_by_user_id: uuid('done_by_user_id').references(() => users.id),
    done_by_name: text('done_by_name'),
  },
  (t) => [
    primaryKey({ name: 'haccp_task_states_pkey', columns: [t.restaurant_id, t.task_id, t.due_at] }),
    foreignKey({
      name: 'haccp_task_states_task_fk',
      columns: [t.restaurant_id, t.task_id],
      foreignColumns: [haccpTasks.restaurant_id, haccpTasks.id],
    }).onDelete('cascade'),
    tenantReference('haccp_task_states_record_fk', { restaurant_id: t.restaurant_id, column: t.record_id }, haccpRecords),
  ],
);

export const haccpRecordPhotos = pgTable(
  'haccp_record_photos',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    record_id: uuid('record_id').notNull(),
    /** The file's private storage key `private/<restaurant>/<file>` (rows of before: their former public address). */
    url: text('url').notNull(),
    added_by_name: text('added_by_name'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('haccp_record_photos', t),
    tenantReference('haccp_record_photos_record_fk', { restaurant_id: t.restaurant_id, column: t.record_id }, haccpRecords),
    index('haccp_record_photos_restaurant_record_idx').on(t.restaurant_id, t.record_id),
  ],
);

export const haccpProductionLots = pgTable(
  'haccp_production_lots',
  {
    restaurant_id: tenantId(),
    production_id: uuid('production_id').notNull(),
    /** The first version's id of the lot used (a traceability or another production). */
    lot_original_id: uuid('lot_original_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'haccp_production_lots_pkey', columns: [t.restaurant_id, t.production_id, t.lot_original_id] }),
    tenantReference('haccp_production_lots_production_fk', { restaurant_id: t.restaurant_id, column: t.production_id }, haccpRecords),
    tenantReference('haccp_production_lots_lot_fk', { restaurant_id: t.restaurant_id, column: t.lot_original_id }, haccpRecords),
    index('haccp_production_lots_restaurant_lot_idx').on(t.restaurant_id, t.lot_original_id),
  ],
);
