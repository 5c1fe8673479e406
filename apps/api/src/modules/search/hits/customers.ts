import { SEARCH_GROUP_LIMIT, type SearchHit } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { joinParts, type SearchTerms } from '../query';
import { holds, startsWith } from './common';

type Row = {
  id: string;
  restaurant_id: string;
  first_name: string | null;
  last_name: string;
  phone: string | null;
  email: string | null;
  company: string | null;
};

const firstLast = sql`coalesce(c.first_name || ' ', '') || c.last_name`;
const lastFirst = sql`c.last_name || coalesce(' ' || c.first_name, '')`;

/** The phone's digits as stored (« 06 12 34 56 78 ») or in the international form (« +33 6 12… »). */
const phoneHolds = (digits: string) => {
  const international = digits.startsWith('0') ? `33${digits.slice(1)}` : null;
  const phone = sql`regexp_replace(c.phone, '[^0-9]', '', 'g')`;
  return international
    ? sql`(${phone} like ${`%${digits}%`} or ${phone} like ${`%${international}%`})`
    : sql`${phone} like ${`%${digits}%`}`;
};

/**
 * Customers by name (first then last, or last then first), company, e-mail or phone, accents and case aside;
 * erased customers (anonymised) are never found. Opens the customer's card.
 */
export const searchCustomers = async (db: Db, scope: RestaurantScope, terms: SearchTerms): Promise<SearchHit[]> => {
  const { rows } = await db.execute<Row>(sql`
    select c.id, c.restaurant_id, c.first_name, c.last_name, c.phone, c.email, c.company
    from caisse_customers c
    where ${inScope(scope, sql`c.restaurant_id`)} and c.anonymised_at is null
      and (${holds(firstLast, terms)} or ${holds(lastFirst, terms)} or ${holds(sql`c.company`, terms)}
        or ${holds(sql`c.email`, terms)} ${terms.digits ? sql`or ${phoneHolds(terms.digits)}` : sql``})
    order by (${startsWith(firstLast, terms)} or ${startsWith(lastFirst, terms)}) desc, c.last_name, c.first_name, c.id
    limit ${SEARCH_GROUP_LIMIT}`);
  return rows.map((c) => ({
    kind: 'customer',
    id: c.id,
    label: [c.first_name, c.last_name].filter(Boolean).join(' '),
    sublabel: joinParts(c.company, c.phone, c.email),
    route: `/caisse/customers/details/${c.id}`,
    restaurant_id: c.restaurant_id,
    restaurant_name: null,
  }));
};
