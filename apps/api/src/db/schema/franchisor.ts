import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { marks, users } from './tenancy';

/**
 * A mark's royalty and advertising rates over time (docs/franchisor.md): each row gives the rates from its month on,
 * until the next row. The royalties of a month use the row in force that month; a month before the first row uses
 * the first row. A mark without rows uses its own columns (the rates it always had); the mark's columns mirror the
 * rates in force this month.
 */
export const markRateHistory = pgTable(
  'mark_rate_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mark_id: uuid('mark_id')
      .notNull()
      .references(() => marks.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`: the first month these rates apply to. */
    effective_month: text('effective_month').notNull(),
    royalty_rate_bp: integer('royalty_rate_bp').notNull(),
    advertising_rate_bp: integer('advertising_rate_bp').notNull(),
    created_by_user_id: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('mark_rate_history_mark_month_key').on(t.mark_id, t.effective_month),
    check('mark_rate_history_month_check', sql`${t.effective_month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('mark_rate_history_rates_check', sql`${t.royalty_rate_bp} between 0 and 10000 and ${t.advertising_rate_bp} between 0 and 10000`),
  ],
);
