import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, tenantReference, timeOrderedRowId, timestamps } from './columns';
import { users } from './tenancy';

/**
 * HACCP (PRODUCT §5, docs/haccp.md). One header table holds every record of every kind: who, when, the
 * compliance verdict, the corrective action and the version it supersedes; the kind's own fields are in
 * `data`, validated by the contracts schema of the kind. A trigger of the migration refuses any UPDATE or
 * DELETE of a record: a correction is a new row whose `supersedes_id` names the previous version.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const celsius = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });

/** Cold rooms, fridges, freezers, hot holding: the limits of their readings (regulation defaults, editable). */
export const haccpEquipment = pgTable(
  'haccp_equipment',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: tenantId(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    min_c: celsius('min_c'),
    max_c: celsius('max_c'),
    readings_per_day: smallint('readings_per_day').notNull().default(2),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey('haccp_equipment', t),
    uniqueIndex('haccp_equipment_restaurant_name_key').on(t.restaurant_id, sql`lower(${t.name})`),
  ],
);

export const haccpRecords = pgTable(
  'haccp_records',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    kind: text('kind').notNull(),
    recorded_at: at('recorded_at').notNull(),
    recorded_by_user_id: uuid('recorded_by_user_id').references(() => users.id),
    recorded_by_name: text('recorded_by_name'),
    /** Temperatures only: the equipment read, a column so that the day's missing readings are one indexed query. */
    equipment_id: uuid('equipment_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    compliant: boolean('compliant').notNull(),
    deviation: text('deviation'),
    corrective_action: text('corrective_action'),
    comment: text('comment'),
    /** The first version of the record (itself for a first version): its whole history is one indexed read. */
    original_id: uuid('original_id').notNull(),
    supersedes_id: uuid('supersedes_id'),
    correction_reason: text('correction_reason'),
    version: smallint('version').notNull().default(1),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('haccp_records', t),
    tenantReference('haccp_records_equipment_fk', { restaurant_id: t.restaurant_id, column: t.equipment_id }, haccpEquipment),
    tenantReference('haccp_records_supersedes_fk', { restaurant_id: t.restaurant_id, column: t.supersedes_id }, t),
    // a version is corrected once: the history is a line, never a tree
    uniqueIndex('haccp_records_supersedes_key').on(t.restaurant_id, t.supersedes_id).where(sql`${t.supersedes_id} is not null`),
    index('haccp_records_restaurant_original_idx').on(t.restaurant_id, t.original_id, t.version),
    index('haccp_records_restaurant_kind_time_idx').on(t.restaurant_id, t.kind, t.recorded_at, t.id),
    index('haccp_records_restaurant_equipment_time_idx')
      .on(t.restaurant_id, t.equipment_id, t.recorded_at)
      .where(sql`${t.equipment_id} is not null`),
  ],
);

/** A non-conformity opened by a non-compliant record: open → corrective_action → verified → closed. */
export const haccpNonConformities = pgTable(
  'haccp_non_conformities',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    record_id: uuid('record_id').notNull(),
    record_kind: text('record_kind').notNull(),
    status: text('status', { enum: ['open', 'corrective_action', 'verified', 'closed'] }).notNull(),
    description: text('description').notNull(),
    opened_at: at('opened_at').notNull().defaultNow(),
    opened_by_name: text('opened_by_name'),
    corrective_action: text('corrective_action'),
    action_at: at('action_at'),
    action_by_user_id: uuid('action_by_user_id').references(() => users.id),
    action_by_name: text('action_by_name'),
    verification_note: text('verification_note'),
    verified_at: at('verified_at'),
    verified_by_user_id: uuid('verified_by_user_id').references(() => users.id),
    verified_by_name: text('verified_by_name'),
    closed_at: at('closed_at'),
    closed_by_user_id: uuid('closed_by_user_id').references(() => users.id),
    closed_by_name: text('closed_by_name'),
  },
  (t) => [
    tenantPrimaryKey('haccp_non_conformities', t),
    tenantReference('haccp_non_conformities_record_fk', { restaurant_id: t.restaurant_id, column: t.record_id }, haccpRecords),
    uniqueIndex('haccp_non_conformities_record_key').on(t.restaurant_id, t.record_id),
    index('haccp_non_conformities_restaurant_status_idx').on(t.restaurant_id, t.status, t.opened_at),
  ],
);
