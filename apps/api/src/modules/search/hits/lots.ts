import { frDay, lotKindLabels, SEARCH_GROUP_LIMIT, type SearchHit } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { joinParts, type SearchTerms } from '../query';
import { holds, startsWith } from './common';

type Row = {
  id: string;
  original_id: string;
  restaurant_id: string;
  kind: keyof typeof lotKindLabels;
  lot: string;
  product: string | null;
  dlc: string | null;
};

/**
 * HACCP lots by lot number: the current version of a label (traceability) or a production, as the lot search of the
 * productions page reads them (haccp/productions/repository.ts; a delivery has no lot number of its own). Opens the
 * productions page with the lot's trace drawer (`?lot=`, the lot's first version).
 */
export const searchLots = async (db: Db, scope: RestaurantScope, terms: SearchTerms): Promise<SearchHit[]> => {
  const lot = sql`c.data->>'lot'`;
  const { rows } = await db.execute<Row>(sql`
    select c.id, c.original_id, c.restaurant_id, c.kind, c.data->>'lot' as lot, c.data->>'product' as product,
      coalesce(c.data->>'secondary_dlc', c.data->>'dlc') as dlc
    from haccp_records c
    where ${inScope(scope, sql`c.restaurant_id`)} and c.kind in ('traceability', 'production')
      and ${holds(lot, terms)}
      and not exists (select 1 from haccp_records n where n.restaurant_id = c.restaurant_id and n.supersedes_id = c.id)
    order by ${startsWith(lot, terms)} desc, c.recorded_at desc, c.id
    limit ${SEARCH_GROUP_LIMIT}`);
  return rows.map((l) => ({
    kind: 'lot',
    id: l.original_id,
    label: `Lot ${l.lot}`,
    sublabel: joinParts(lotKindLabels[l.kind], l.product, l.dlc && `DLC ${frDay(l.dlc)}`),
    route: `/haccp/productions?lot=${l.original_id}`,
    restaurant_id: l.restaurant_id,
    restaurant_name: null,
  }));
};
