import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, timestamps } from './columns';

/**
 * The cleaning plan and the checklist templates (PRODUCT §5): configuration, edited freely. What was done is
 * a record of the register (`haccp_records`, kinds `cleaning` and `checklist`) that copies the task's or the
 * template's words, so the register reads the same after the plan changes.
 */
export const haccpCleaningTasks = pgTable(
  'haccp_cleaning_tasks',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: tenantId(),
    zone: text('zone').notNull(),
    task: text('task').notNull(),
    product: text('product'),
    method: text('method'),
    frequency: text('frequency').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [tenantPrimaryKey('haccp_cleaning_tasks', t), index('haccp_cleaning_tasks_restaurant_zone_idx').on(t.restaurant_id, t.zone)],
);

export const haccpChecklistTemplates = pgTable(
  'haccp_checklist_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: tenantId(),
    name: text('name').notNull(),
    moment: text('moment').notNull(),
    items: text('items').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [tenantPrimaryKey('haccp_checklist_templates', t), index('haccp_checklist_templates_restaurant_idx').on(t.restaurant_id, t.name)],
);
