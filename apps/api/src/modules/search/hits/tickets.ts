import { formatMoney, frDay, SEARCH_GROUP_LIMIT, type SearchHit, ticketStatusLabels } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { inScope, type TenantScope } from '../../../lib/tenant-scope';
import { joinParts, type SearchTerms } from '../query';

type Row = {
  id: string;
  restaurant_id: string;
  restaurant_name: string;
  number: number;
  business_date: string;
  status: keyof typeof ticketStatusLabels;
  total_ttc_cents: number;
  customer_name: string | null;
};

/**
 * Tickets by number (`caisse_tickets_restaurant_number_key`): the restaurant's ticket, or each network restaurant's
 * ticket of that number. Opens the tickets page with its drawer (`?ticket=`).
 */
export const searchTickets = async (db: Db, scope: TenantScope, terms: SearchTerms, network: boolean): Promise<SearchHit[]> => {
  if (terms.number === null) return [];
  const { rows } = await db.execute<Row>(sql`
    select t.id, t.restaurant_id, r.name as restaurant_name, t.number, t.business_date::text as business_date, t.status,
      t.total_ttc_cents, t.customer_name
    from caisse_tickets t join restaurants r on r.id = t.restaurant_id
    where ${inScope(scope, sql`t.restaurant_id`)} and t.number = ${terms.number}
    order by t.business_date desc, r.name
    limit ${SEARCH_GROUP_LIMIT}`);
  return rows.map((t) => ({
    kind: 'ticket',
    id: t.id,
    label: `Ticket n° ${t.number}`,
    sublabel: joinParts(
      network && t.restaurant_name,
      frDay(t.business_date),
      formatMoney(t.total_ttc_cents),
      ticketStatusLabels[t.status],
      t.customer_name,
    ),
    route: network ? `/franchisor/tickets?ticket=${t.id}&restaurant=${t.restaurant_id}` : `/caisse/tickets?ticket=${t.id}`,
    restaurant_id: t.restaurant_id,
    restaurant_name: network ? t.restaurant_name : null,
  }));
};
