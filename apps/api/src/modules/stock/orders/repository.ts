import type { StockOrder, StockOrderLine, StockOrderQuery, StockOrderSummary } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/database';
import { timezoneNowSql } from '../../../lib/business-day';
import { newId } from '../../../lib/ids';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, narrowScope, type RestaurantScope, subScope, type TenantScope, tenantColumn } from '../../../lib/tenant-scope';
import { receivedSql, theoreticalSql } from '../food-cost/flows';

const summaryColumns = sql`o.id, o.number, 'BC-' || lpad(o.number::text, 6, '0') as reference, o.restaurant_id, r.name as restaurant_name,
  o.provider_id, p.name as provider_name, o.status, o.expected_on::text as expected_on,
  (select count(*)::int from stock_order_lines l where l.restaurant_id = o.restaurant_id and l.order_id = o.id) as line_count,
  coalesce((select sum(l.ordered_packages::bigint * l.package_price_cents) from stock_order_lines l
    where l.restaurant_id = o.restaurant_id and l.order_id = o.id), 0)::int as total_cents,
  coalesce((select sum(rl.packages::bigint * rl.package_price_cents) from stock_receptions rc
    join stock_reception_lines rl on rl.restaurant_id = rc.restaurant_id and rl.reception_id = rc.id
    where rc.restaurant_id = o.restaurant_id and rc.order_id = o.id), 0)::int as received_total_cents,
  case when o.sent_at is null then null else ${iso(sql`o.sent_at`)} end as sent_at,
  case when o.received_at is null then null else ${iso(sql`o.received_at`)} end as received_at,
  ${iso(sql`o.created_at`)} as created_at`;
const from = sql`stock_orders o join restaurants r on r.id = o.restaurant_id join stock_providers p on p.id = o.provider_id`;

/** Orders of a restaurant (or, for the admin, of every restaurant), newest first, with the SPEC §7 filters. */
export const listOrders = (db: Db, scope: TenantScope, q: StockOrderQuery) =>
  pagedQuery<StockOrderSummary>({
    db,
    query: q,
    select: summaryColumns,
    from,
    where: [
      inScope(scope, sql`o.restaurant_id`),
      q.status ? sql`o.status = ${q.status}` : undefined,
      q.provider_id ? sql`o.provider_id = ${q.provider_id}` : undefined,
      q.restaurant_id ? inScope(subScope(scope, [q.restaurant_id]), sql`o.restaurant_id`) : undefined,
      q.from ? sql`o.created_at >= ${q.from}::date` : undefined,
      q.to ? sql`o.created_at < ${q.to}::date + 1` : undefined,
    ],
    searchColumns: [sql`p.name`, sql`r.name`, sql`'BC-' || lpad(o.number::text, 6, '0')`],
    sortColumns: { created_at: sql`o.created_at`, number: sql`o.number`, provider_name: sql`lower(p.name)`, status: sql`o.status` },
    tieBreaker: sql`o.id`,
  });

export const findOrder = async (db: Queryable, scope: TenantScope, id: string, lock = false): Promise<StockOrder | undefined> => {
  const { rows } = await db.execute<Omit<StockOrder, 'lines'>>(sql`
    select ${summaryColumns}, o.note, p.email as provider_email, p.minimum_order_cents, o.sent_to,
      case when o.canceled_at is null then null else ${iso(sql`o.canceled_at`)} end as canceled_at
    from ${from} where ${inScope(scope, sql`o.restaurant_id`)} and o.id = ${id} ${lock ? sql`for update of o` : sql``}`);
  const order = rows[0];
  if (!order) return undefined;
  const { rows: lines } = await db.execute<StockOrderLine>(sql`
    select l.id, l.product_id, sp.name as product_name, sp.reference, sp.unit, sp.package_label, sp.package_base_quantity,
      l.ordered_packages, l.package_price_cents, l.received_packages, l.received_price_cents,
      coalesce(l.received_price_cents <> l.package_price_cents, false) as price_changed,
      (l.ordered_packages * l.package_price_cents) as total_cents
    from stock_order_lines l join stock_products sp on sp.id = l.product_id
    where ${inScope(narrowScope(scope, order.restaurant_id) ?? scope, tenantColumn('l'))} and l.order_id = ${id} order by l.position`);
  return { ...order, below_minimum: order.total_cents < order.minimum_order_cents, lines };
};

/** Replaces a draft's lines, each at the product's current price (one multi-row insert). */
export const replaceLines = async (
  tx: Queryable,
  scope: RestaurantScope,
  orderId: string,
  lines: { product_id: string; ordered_packages: number }[],
) => {
  await tx.execute(sql`delete from stock_order_lines where ${inScope(scope, tenantColumn())} and order_id = ${orderId}`);
  if (!lines.length) return 0;
  const values = sql.join(
    lines.map((l, i) => sql`(${newId()}::uuid, ${l.product_id}::uuid, ${l.ordered_packages}::int, ${i}::int)`),
    sql`, `,
  );
  const { rows } = await tx.execute(sql`
    insert into stock_order_lines (id, restaurant_id, order_id, product_id, position, ordered_packages, package_price_cents)
    select v.id, ${scope.restaurantId}, ${orderId}, v.product_id, v.position, v.packages, sp.package_price_cents
    from (values ${values}) as v(id, product_id, packages, position)
    join stock_products sp on sp.id = v.product_id
    where sp.provider_id = (select provider_id from stock_orders where ${inScope(scope, tenantColumn())} and id = ${orderId})
      and sp.archived_at is null
    returning id`);
  return rows.length;
};

/**
 * Suggested packages per product of a provider (docs/stock.md "Suggested quantities"): the target is the
 * product's par level when the restaurant set one, else what it received of it per week over the last four
 * weeks; what is still in stock — the last validated inventory + received since − consumed since by the
 * sales and recipes — is taken off; the rest in packages, rounded up.
 */
export const suggestions = async (db: Queryable, scope: RestaurantScope, providerId: string) => {
  const restaurantId = scope.restaurantId;
  const { rows: last } = await db.execute<{ id: string; counted_on: string; today: string }>(sql`
    select i.id, i.counted_on::text as counted_on, (now() at time zone ${timezoneNowSql(sql`r`)})::date::text as today
    from stock_inventories i join restaurants r on r.id = i.restaurant_id
    where ${inScope(scope, tenantColumn('i'))} and i.status = 'validated' order by i.counted_on desc limit 1`);
  const inventory = last[0];
  const left = inventory
    ? sql`coalesce(il.counted_base_quantity, 0) + coalesce(rv.base_quantity, 0) - coalesce(th.base_quantity, 0)`
    : sql`0`;
  const { rows } = await db.execute<{ product_id: string; ordered_packages: number }>(sql`
    with weekly as (
      select rl.product_id, sum(rl.packages::bigint * sp.package_base_quantity) / 4.0 as base_quantity
      from stock_receptions rc
      join stock_reception_lines rl on rl.restaurant_id = rc.restaurant_id and rl.reception_id = rc.id
      join stock_products sp on sp.id = rl.product_id
      where ${inScope(scope, tenantColumn('rc'))} and rc.received_at >= now() - interval '28 days'
      group by rl.product_id having sum(rl.packages) > 0)
    select sp.id as product_id,
      ceil(greatest(0, coalesce(ps.par_base_quantity, w.base_quantity) - greatest(0, ${left})) / sp.package_base_quantity)::int as ordered_packages
    from stock_products sp
    left join weekly w on w.product_id = sp.id
    left join stock_product_settings ps on ${inScope(scope, tenantColumn('ps'))} and ps.product_id = sp.id
    ${
      inventory
        ? sql`left join stock_inventory_lines il on ${inScope(scope, tenantColumn('il'))} and il.inventory_id = ${inventory.id} and il.product_id = sp.id
    left join (${receivedSql(restaurantId, inventory.counted_on, inventory.today)}) rv on rv.product_id = sp.id
    left join (${theoreticalSql(restaurantId, inventory.counted_on, inventory.today)}) th on th.product_id = sp.id`
        : sql``
    }
    where sp.provider_id = ${providerId} and sp.archived_at is null
      and (w.base_quantity is not null or ps.par_base_quantity is not null)
    order by sp.name`);
  return rows.filter((r) => r.ordered_packages > 0);
};

export const setStatus = (tx: Queryable, scope: RestaurantScope, id: string, set: SQL) =>
  tx.execute(sql`update stock_orders set ${set}, updated_at = now() where ${inScope(scope, tenantColumn())} and id = ${id}`);
