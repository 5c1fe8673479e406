import { formatMoney, frDay, plural, SEARCH_GROUP_LIMIT, type SearchHit } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { inScope, type TenantScope } from '../../../lib/tenant-scope';
import { joinParts, type SearchTerms } from '../query';

type Row = {
  id: string;
  restaurant_id: string;
  restaurant_name: string;
  number: number;
  business_date: string;
  tickets_count: number;
  total_ttc_cents: string;
};

/** The day a closing covers: an exact date, or a day and month of any year (the latest first). */
const onDay = (date: NonNullable<SearchTerms['date']>): SQL =>
  date.year === null
    ? sql`extract(month from c.business_date) = ${date.month} and extract(day from c.business_date) = ${date.day}`
    : sql`c.business_date = ${`${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`}::date`;

/** Z closings by business day (« 27/11 », « 27/11/2026 », « 2026-11-27 ») or by number. Opens the Z's details. */
export const searchClosings = async (db: Db, scope: TenantScope, terms: SearchTerms, network: boolean): Promise<SearchHit[]> => {
  const which = [terms.date && onDay(terms.date), terms.number !== null && sql`c.number = ${terms.number}`].filter((c): c is SQL =>
    Boolean(c),
  );
  if (!which.length) return [];
  const { rows } = await db.execute<Row>(sql`
    select c.id, c.restaurant_id, r.name as restaurant_name, c.number, c.business_date::text as business_date,
      c.tickets_count, c.total_ttc_cents::text as total_ttc_cents
    from caisse_closings c join restaurants r on r.id = c.restaurant_id
    where ${inScope(scope, sql`c.restaurant_id`)} and (${sql.join(which, sql` or `)})
    order by c.business_date desc, r.name
    limit ${SEARCH_GROUP_LIMIT}`);
  return rows.map((c) => ({
    kind: 'closing',
    id: c.id,
    label: `Z du ${frDay(c.business_date)}`,
    sublabel: joinParts(
      network && c.restaurant_name,
      `n° ${c.number}`,
      plural(c.tickets_count, 'ticket', 'tickets'),
      formatMoney(Number(c.total_ttc_cents)),
    ),
    route: `${network ? '/franchisor' : '/caisse'}/z-caisse/details-cloture-de-caisse/${c.id}`,
    restaurant_id: c.restaurant_id,
    restaurant_name: network ? c.restaurant_name : null,
  }));
};
