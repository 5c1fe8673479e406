import {
  baseUnitsPer,
  type StockInventory,
  type StockInventoryLine,
  type StockInventoryQuery,
  type StockInventorySummary,
  type StockUnit,
} from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/database';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, narrowScope, type RestaurantScope, subScope, type TenantScope, tenantColumn } from '../../../lib/tenant-scope';
import { unitPriceSql } from '../catalogue/products-repository';
import { lastPurchasePriceSql } from '../food-cost/flows';

/** Rounds half away from zero, as PostgreSQL's round() on numeric does (a variance may be negative). */
export const roundHalfAway = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
/** The value of a quantity in base units at a price per stock unit, in cents. */
export const stockValueCents = (baseQuantity: number, unitCostCents: number, unit: StockUnit) =>
  roundHalfAway((baseQuantity * unitCostCents) / baseUnitsPer[unit]);

/** The storage area a product goes to when nothing says otherwise, from its category's name. */
export const defaultAreaSql = (categoryName: SQL) => sql`case
  when ${categoryName} ilike '%surgel%' then 'frozen'
  when ${categoryName} ilike any (array['%boisson%', '%vin%', '%bière%', '%alcool%']) then 'bar'
  when ${categoryName} ilike any (array['%viande%', '%volaille%', '%poisson%', '%légume%', '%laitier%', '%frais%']) then 'cold'
  else 'dry' end`;

const summaryColumns = sql`i.id, i.number, 'INV-' || lpad(i.number::text, 6, '0') as reference, i.restaurant_id, r.name as restaurant_name,
  i.counted_on::text as counted_on, i.status, i.note,
  (select count(*)::int from stock_inventory_lines l where l.restaurant_id = i.restaurant_id and l.inventory_id = i.id) as line_count,
  (select count(*)::int from stock_inventory_lines l where l.restaurant_id = i.restaurant_id and l.inventory_id = i.id
    and l.counted_base_quantity is not null) as counted_count,
  i.value_cents, case when i.validated_at is null then null else ${iso(sql`i.validated_at`)} end as validated_at,
  ${iso(sql`i.created_at`)} as created_at, ${iso(sql`i.updated_at`)} as updated_at`;
const from = sql`stock_inventories i join restaurants r on r.id = i.restaurant_id`;

/** Inventories of a restaurant (or, for the admin, of every restaurant), latest date first, with the SPEC §7 filters. */
export const listInventories = (db: Db, scope: TenantScope, q: StockInventoryQuery) =>
  pagedQuery<StockInventorySummary>({
    db,
    query: q,
    select: summaryColumns,
    from,
    where: [
      inScope(scope, sql`i.restaurant_id`),
      q.status ? sql`i.status = ${q.status}` : undefined,
      q.restaurant_id ? inScope(subScope(scope, [q.restaurant_id]), sql`i.restaurant_id`) : undefined,
      q.from ? sql`i.counted_on >= ${q.from}::date` : undefined,
      q.to ? sql`i.counted_on <= ${q.to}::date` : undefined,
    ],
    searchColumns: [sql`r.name`, sql`'INV-' || lpad(i.number::text, 6, '0')`, sql`coalesce(i.note, '')`],
    sortColumns: { counted_on: sql`i.counted_on`, number: sql`i.number`, status: sql`i.status`, restaurant_name: sql`lower(r.name)` },
    tieBreaker: sql`i.id`,
  });

/** The validated inventory before `countedOn` (the start of the theoretical stock), if any. */
export const previousValidated = async (db: Queryable, scope: RestaurantScope, countedOn: string) => {
  const { rows } = await db.execute<{ id: string; counted_on: string }>(sql`
    select id, counted_on::text as counted_on from stock_inventories
    where ${inScope(scope, tenantColumn())} and status = 'validated' and counted_on < ${countedOn}::date
    order by counted_on desc limit 1`);
  return rows[0] ?? null;
};

const areaOrder = sql`array_position(array['dry', 'cold', 'frozen', 'bar'], l.storage_area)`;

export const findInventory = async (db: Queryable, scope: TenantScope, id: string, lock = false): Promise<StockInventory | undefined> => {
  const { rows } = await db.execute<Omit<StockInventory, 'lines' | 'previous_counted_on' | 'variance_cents'>>(sql`
    select ${summaryColumns} from ${from} where ${inScope(scope, sql`i.restaurant_id`)} and i.id = ${id} ${lock ? sql`for update of i` : sql``}`);
  const inventory = rows[0];
  if (!inventory) return undefined;
  // the inventory's own restaurant, one of the scope's (an admin reads any)
  const own = narrowScope(scope, inventory.restaurant_id);
  if (!own) return undefined;
  const rid = own.restaurantId;
  // before validation the cost is today's last purchase price (up to the inventory's date), frozen at validation
  const { rows: lines } = await db.execute<
    Omit<StockInventoryLine, 'value_cents' | 'variance_base_quantity' | 'variance_cents'> & { stored_value: number | null }
  >(sql`
    select l.id, l.product_id, sp.name as product_name, c.name as category_name, sp.unit, sp.package_label, sp.package_base_quantity,
      l.storage_area, l.counted_base_quantity, l.theoretical_base_quantity, l.value_cents as stored_value,
      coalesce(l.unit_cost_cents, ${unitPriceSql(
        sql`coalesce(${lastPurchasePriceSql(rid, sql`${inventory.counted_on}::date`, sql`sp.id`)}, sp.package_price_cents)`,
        sql`sp.package_base_quantity`,
        sql`sp.unit`,
      )}) as unit_cost_cents
    from stock_inventory_lines l join stock_products sp on sp.id = l.product_id join stock_categories c on c.id = sp.category_id
    where ${inScope(own, tenantColumn('l'))} and l.inventory_id = ${id}
    order by ${areaOrder}, c.name, sp.name`);
  const previous = await previousValidated(db, own, inventory.counted_on);
  let variance: number | null = null;
  const out = lines.map(({ stored_value, ...l }) => {
    const counted = l.counted_base_quantity ?? 0;
    const varianceBase = l.theoretical_base_quantity === null ? null : counted - l.theoretical_base_quantity;
    const varianceCents = varianceBase === null ? null : stockValueCents(varianceBase, l.unit_cost_cents, l.unit);
    if (varianceCents !== null) variance = (variance ?? 0) + varianceCents;
    return {
      ...l,
      value_cents: stored_value ?? stockValueCents(counted, l.unit_cost_cents, l.unit),
      variance_base_quantity: varianceBase,
      variance_cents: varianceCents,
    };
  });
  return {
    ...inventory,
    value_cents: inventory.value_cents === null ? null : Number(inventory.value_cents),
    previous_counted_on: previous?.counted_on ?? null,
    variance_cents: variance,
    lines: out,
  };
};

export const setInventory = (tx: Queryable, scope: RestaurantScope, id: string, set: SQL) =>
  tx.execute(sql`update stock_inventories set ${set}, updated_at = now() where ${inScope(scope, tenantColumn())} and id = ${id}`);
