import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';

/**
 * Sales rollups (issue 11, docs/caisse-analytics.md): one row per restaurant, business day, dimension and key,
 * written by `writeSalesRollups` in the closing's transaction so that the analytics screens never scan a year
 * of tickets. Derived data: rewritten whole for the days a closing touches, never the source of truth.
 */
const cents64 = (name: string) => bigint(name, { mode: 'number' });

export const caisseSalesRollups = pgTable(
  'caisse_sales_rollups',
  {
    restaurant_id: tenantId(),
    /** day, hour, source, type, pos_user, payment, vat, product, category (contracts salesDimensions). */
    dimension: text('dimension').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    /** Tickets that are not cancellations (a cancelled original stays counted, as on the closing). */
    tickets: integer('tickets').notNull(),
    covers: integer('covers').notNull(),
    quantity: integer('quantity').notNull(),
    ht_cents: cents64('ht_cents').notNull(),
    tva_cents: cents64('tva_cents').notNull(),
    ttc_cents: cents64('ttc_cents').notNull(),
    discount_cents: cents64('discount_cents').notNull(),
    offered_cents: cents64('offered_cents').notNull(),
    cancellations: integer('cancellations').notNull(),
    cancellations_cents: cents64('cancellations_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurant_id, t.dimension, t.business_date, t.key] })],
);

/**
 * How far the rollups of a restaurant go: every ticket of a business day up to `rolled_through` numbered up to
 * `last_ticket_number` is in them; the rest (the open days, late tickets not yet closed) is read raw.
 */
export const caisseSalesRollupStates = pgTable('caisse_sales_rollup_states', {
  restaurant_id: tenantId().primaryKey(),
  rolled_through: date('rolled_through', { mode: 'string' }).notNull(),
  last_ticket_number: integer('last_ticket_number').notNull(),
});
