import { frDay, orderReference, SEARCH_GROUP_LIMIT, type SearchHit, stockOrderStatusLabels } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { localDateSql } from '../../../lib/business-day';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { joinParts, type SearchTerms } from '../query';
import { holds } from './common';

type Row = {
  id: string;
  restaurant_id: string;
  number: number;
  status: keyof typeof stockOrderStatusLabels;
  provider: string;
  created_on: string;
};

/**
 * Supplier orders by number (« 42 », « BC-000042 ») or by the supplier's name, the latest first. Opens the order.
 */
export const searchSupplierOrders = async (db: Db, scope: RestaurantScope, terms: SearchTerms): Promise<SearchHit[]> => {
  const { rows } = await db.execute<Row>(sql`
    select o.id, o.restaurant_id, o.number, o.status, p.name as provider,
      ${localDateSql(sql`r`, sql`o.created_at`)}::text as created_on
    from stock_orders o join stock_providers p on p.id = o.provider_id join restaurants r on r.id = o.restaurant_id
    where ${inScope(scope, sql`o.restaurant_id`)}
      and (${terms.number !== null ? sql`o.number = ${terms.number} or` : sql``} ${holds(sql`p.name`, terms)})
    order by ${terms.number !== null ? sql`(o.number = ${terms.number}) desc,` : sql``} o.created_at desc, o.id
    limit ${SEARCH_GROUP_LIMIT}`);
  return rows.map((o) => ({
    kind: 'supplier_order',
    id: o.id,
    label: `${orderReference(o.number)} — ${o.provider}`,
    sublabel: joinParts(stockOrderStatusLabels[o.status], `créée le ${frDay(o.created_on)}`),
    route: `/stock/restorer-orders/${o.id}`,
    restaurant_id: o.restaurant_id,
    restaurant_name: null,
  }));
};
