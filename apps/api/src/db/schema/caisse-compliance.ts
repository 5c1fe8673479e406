import { bigint, customType, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, timeOrderedRowId } from './columns';
import { users } from './tenancy';

/**
 * Fiscal archives of the sales ledger (PRODUCT §3.2, docs/caisse-ledger.md): a signed zip per run, chained per
 * restaurant like tickets and closings, written once (a trigger of the migration refuses UPDATE and DELETE).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const caisseFiscalArchives = pgTable(
  'caisse_fiscal_archives',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    number: integer('number').notNull(),
    period: text('period', { enum: ['month', 'year'] }).notNull(),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    to_date: date('to_date', { mode: 'string' }).notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    created_by_user_id: uuid('created_by_user_id').references(() => users.id),
    created_by_name: text('created_by_name'),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    total_ttc_cents: bigint('total_ttc_cents', { mode: 'number' }).notNull(),
    /** The signed manifest (canonical JSON), kept beside the zip so the chain can be walked without unzipping. */
    manifest: text('manifest').notNull(),
    file_sha256: text('file_sha256').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    key_id: text('key_id').notNull(),
    previous_hash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    tenantPrimaryKey('caisse_fiscal_archives', t),
    unique('caisse_fiscal_archives_restaurant_number_key').on(t.restaurant_id, t.number),
    index('caisse_fiscal_archives_restaurant_created_idx').on(t.restaurant_id, t.created_at, t.id),
  ],
);

/** The platform's Ed25519 key pair that signs archive manifests, created once (`name` = 'archives'). */
export const complianceSigningKeys = pgTable('compliance_signing_keys', {
  name: text('name').primaryKey(),
  key_id: text('key_id').notNull(),
  public_key_pem: text('public_key_pem').notNull(),
  private_key_pem: text('private_key_pem').notNull(),
  created_at: at('created_at').notNull().defaultNow(),
});
