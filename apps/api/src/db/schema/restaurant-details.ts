import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, smallint, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';
import { users } from './tenancy';

/**
 * A restaurant's own details beyond its `restaurants` row (modules/restaurant/details, docs/accounts.md): the row keeps
 * the details in force; these tables keep what changes over time.
 */

/** Opening hours: one row per range of a weekday (0 = Sunday … 6); a weekday without a row is closed. */
export const restaurantOpeningHours = pgTable(
  'restaurant_opening_hours',
  {
    restaurant_id: tenantId(),
    weekday: smallint('weekday').notNull(),
    /** A range whose end is not after its start ends after midnight (the day's last one only). */
    starts_at: time('starts_at').notNull(),
    ends_at: time('ends_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'restaurant_opening_hours_pkey', columns: [t.restaurant_id, t.weekday, t.starts_at] }),
    check('restaurant_opening_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
  ],
);

/**
 * The fiscal identities a restaurant had before its current one (the `restaurants` row), each with the instants it
 * was in force, [valid_from, valid_until): a ticket's duplicate or invoice prints the one in force when the ticket was
 * closed. Written once (the ledger's trigger refuses UPDATE and DELETE), like the journal event each change writes.
 */
export const restaurantIdentities = pgTable(
  'restaurant_identities',
  {
    restaurant_id: tenantId(),
    valid_from: timestamp('valid_from', { withTimezone: true }).notNull(),
    valid_until: timestamp('valid_until', { withTimezone: true }).notNull(),
    legal_name: text('legal_name'),
    siret: text('siret'),
    vat_number: text('vat_number'),
    naf_code: text('naf_code'),
    address_line: text('address_line'),
    postal_code: text('postal_code'),
    city: text('city'),
    country: text('country').notNull(),
    /** Who replaced it (null: a platform job or a command). */
    replaced_by_user_id: uuid('replaced_by_user_id').references(() => users.id),
  },
  (t) => [
    primaryKey({ name: 'restaurant_identities_pkey', columns: [t.restaurant_id, t.valid_until] }),
    check('restaurant_identities_validity_check', sql`${t.valid_from} <= ${t.valid_until}`),
  ],
);

/**
 * Changes of a restaurant's timezone or day-change hour, each from the business date it takes effect (the day after
 * the one it was saved on): the instants before that date's start keep the previous setting's business days. The
 * `restaurants` row holds the latest setting; `previous_*` is the one before `effective_date`.
 */
export const restaurantClockChanges = pgTable(
  'restaurant_clock_changes',
  {
    restaurant_id: tenantId(),
    effective_date: date('effective_date').notNull(),
    timezone: text('timezone').notNull(),
    day_change_hour: smallint('day_change_hour').notNull(),
    previous_timezone: text('previous_timezone').notNull(),
    previous_day_change_hour: smallint('previous_day_change_hour').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changed_by_user_id: uuid('changed_by_user_id').references(() => users.id),
  },
  (t) => [primaryKey({ name: 'restaurant_clock_changes_pkey', columns: [t.restaurant_id, t.effective_date] })],
);
