import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const terminalPartnerKinds = ['pos', 'payment_terminal', 'delivery'] as const;

/** Payment-terminal, POS and delivery partners (PRODUCT §2); commission in basis points. */
export const terminalPartners = pgTable('terminal_partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  kind: text('kind', { enum: terminalPartnerKinds }).notNull(),
  contact_name: text('contact_name'),
  email: text('email'),
  phone: text('phone'),
  api_settings: text('api_settings'),
  commission_rate_bp: integer('commission_rate_bp').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
