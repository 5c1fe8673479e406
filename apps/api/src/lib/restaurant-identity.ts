import { fiscalIdentityKeys } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { timezoneAtSql } from './business-day';
import { inScope, type RestaurantScope } from './tenant-scope';

/**
 * What a restaurant's documents print as their seller (receipts, invoices, purchase orders, closings exports and
 * e-mails): its trade name, contact and logo as they are now, and its fiscal identity (legal name, SIRET, NAF, VAT
 * number, address) as it was at the instant asked — a duplicate of an old ticket names the company that issued it —
 * and the timezone in force then, which its times are printed in (a new one applies from the next business day).
 */
export interface SellerIdentity {
  name: string;
  legal_name: string | null;
  siret: string | null;
  naf_code: string | null;
  vat_number: string | null;
  address_line: string | null;
  postal_code: string | null;
  city: string | null;
  country: string;
  phone: string | null;
  email: string | null;
  logo_url: string | null;
  timezone: string;
}

/** The fiscal identity's columns: on `restaurants` (in force) and on `restaurant_identities` (the previous ones). */
export const FISCAL_IDENTITY_COLUMNS = fiscalIdentityKeys;
export type FiscalIdentity = Pick<SellerIdentity, (typeof FISCAL_IDENTITY_COLUMNS)[number]>;

/**
 * The seller at instant `at` (an SQL timestamptz: a ticket's closing, `now()`): the earliest previous identity still
 * in force then (its `valid_until` after `at`), else the restaurant's own. Previous identities follow one another
 * without gap, so the first one ending after `at` is the one in force at `at`.
 */
export const sellerAt = async (db: Queryable, scope: RestaurantScope, at: SQL = sql`now()`) => {
  const fiscal = sql.join(
    FISCAL_IDENTITY_COLUMNS.map((c) => sql`case when i.valid_until is null then r.${sql.raw(c)} else i.${sql.raw(c)} end as ${sql.raw(c)}`),
    sql`, `,
  );
  const { rows } = await db.execute<SellerIdentity & Record<string, unknown>>(
    sql`select r.name, r.phone, r.email, r.logo_url, ${timezoneAtSql(sql`r`, at)} as timezone, ${fiscal}
        from restaurants r
        left join lateral (
          select * from restaurant_identities i where i.restaurant_id = r.id and i.valid_until > ${at} order by i.valid_until limit 1
        ) i on true
        where ${inScope(scope, sql`r.id`)}`,
  );
  return rows[0] as SellerIdentity | undefined;
};

/** "12 rue de Rivoli", "75001 Paris": the address's lines that are filled in. */
export const addressLines = (s: Pick<SellerIdentity, 'address_line' | 'postal_code' | 'city'>) =>
  [s.address_line, [s.postal_code, s.city].filter(Boolean).join(' ')].filter((l): l is string => !!l && l.trim() !== '');

/** The end of the restaurant's e-mails: its name (and legal name), address, phone and e-mail, as it gives them. */
export const signatureLines = (s: SellerIdentity) => [
  s.name,
  ...(s.legal_name && s.legal_name !== s.name ? [s.legal_name] : []),
  ...addressLines(s),
  ...(s.phone ? [`Tél. ${s.phone}`] : []),
  ...(s.email ? [s.email] : []),
];
