import { customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, timeOrderedRowId } from './columns';
import { users } from './tenancy';

/**
 * « Export comptable » (docs/accounting.md): the restaurant's account numbers where they differ from the plan
 * comptable général defaults of the contracts, and the archived exports of locked months (kept byte for byte).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One row per account the restaurant set (`key` of `defaultAccounts`); an account without a row has its default. */
export const caisseAccountingAccounts = pgTable(
  'caisse_accounting_accounts',
  {
    restaurant_id: tenantId(),
    key: text('key').notNull(),
    number: text('number').notNull(),
    label: text('label').notNull(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'caisse_accounting_accounts_pkey', columns: [t.restaurant_id, t.key] })],
);

/**
 * An export of a month whose days are all closed, archived at its first export and returned as it is afterwards;
 * a change of the account numbers since makes the next version (`accounts` is the numbering it was written with).
 */
export const caisseAccountingExports = pgTable(
  'caisse_accounting_exports',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    month: date('month', { mode: 'string' }).notNull(),
    format: text('format', { enum: ['fec', 'csv', 'xlsx'] }).notNull(),
    version: integer('version').notNull(),
    accounts: jsonb('accounts').$type<Record<string, { number: string; label: string }>>().notNull(),
    file_name: text('file_name').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    created_by_user_id: uuid('created_by_user_id').references(() => users.id),
    created_by_name: text('created_by_name'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('caisse_accounting_exports', t),
    unique('caisse_accounting_exports_version_key').on(t.restaurant_id, t.month, t.format, t.version),
    index('caisse_accounting_exports_restaurant_month_idx').on(t.restaurant_id, t.month, t.id),
  ],
);
