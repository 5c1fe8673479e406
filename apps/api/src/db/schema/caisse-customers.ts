import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, timeOrderedRowId, timestamps } from './columns';

/**
 * Customers of a restaurant (PRODUCT §3.1, docs/caisse-customers.md). Tickets point at them by `customer_id`
 * and keep their own sealed copy of the name: an erased customer stays as an anonymous row (`anonymised_at`)
 * so that its tickets keep their link and their totals.
 */
export const caisseCustomers = pgTable(
  'caisse_customers',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    first_name: text('first_name'),
    last_name: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    address_line: text('address_line'),
    postal_code: text('postal_code'),
    city: text('city'),
    company: text('company'),
    vat_number: text('vat_number'),
    loyalty_points: integer('loyalty_points').notNull().default(0),
    notes: text('notes'),
    marketing_consent: boolean('marketing_consent').notNull().default(false),
    anonymised_at: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey('caisse_customers', t),
    uniqueIndex('caisse_customers_restaurant_email_key').on(t.restaurant_id, sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    index('caisse_customers_restaurant_name_idx').on(t.restaurant_id, t.last_name, t.first_name),
    index('caisse_customers_restaurant_created_idx').on(t.restaurant_id, t.created_at),
  ],
);
