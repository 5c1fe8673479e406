import { formatMoney, SEARCH_GROUP_LIMIT, type SearchHit } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { joinParts, type SearchTerms } from '../query';
import { holds, startsWith } from './common';

type Row = { id: string; restaurant_id: string; what: 'product' | 'menu'; name: string; price_on_spot_cents: number; available: boolean };

/**
 * The card's dishes and menus by name (or a dish's SKU or barcode), names that start with the text first. Opens the
 * dish's or the menu's form.
 */
export const searchProducts = async (db: Db, scope: RestaurantScope, terms: SearchTerms): Promise<SearchHit[]> => {
  const { rows } = await db.execute<Row>(sql`
    select * from (
      select p.id, p.restaurant_id, 'product' as what, p.name, p.price_on_spot_cents, p.available
      from caisse_products p
      where ${inScope(scope, sql`p.restaurant_id`)}
        and (${holds(sql`p.name`, terms)} or p.sku = ${terms.text} or p.barcode = ${terms.text})
      union all
      select m.id, m.restaurant_id, 'menu' as what, m.name, m.price_on_spot_cents, m.active as available
      from caisse_menus m
      where ${inScope(scope, sql`m.restaurant_id`)} and ${holds(sql`m.name`, terms)}
    ) found
    order by ${startsWith(sql`found.name`, terms)} desc, found.name, found.id
    limit ${SEARCH_GROUP_LIMIT}`);
  return rows.map((p) => ({
    kind: 'product',
    id: p.id,
    label: p.name,
    sublabel: joinParts(p.what === 'menu' ? 'Menu' : 'Plat', formatMoney(p.price_on_spot_cents), !p.available && 'indisponible'),
    route: p.what === 'menu' ? `/caisse/menus/${p.id}` : `/caisse/products/${p.id}`,
    restaurant_id: p.restaurant_id,
    restaurant_name: null,
  }));
};
