import type { StockInventoryInput, StockInventoryLinesInput } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/database';
import { stockInventoryLines, type stockStorageAreas } from '../../../db/schema';
import { timezoneNowSql } from '../../../lib/business-day';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import { newId } from '../../../lib/ids';
import { withConstraints } from '../../../lib/pg-errors';
import { inScope, narrowScope, type RestaurantScope, type TenantScope, tenantColumn } from '../../../lib/tenant-scope';
import { unitPriceSql } from '../catalogue/products-repository';
import { lastPurchasePriceSql, receivedSql, theoreticalSql } from '../food-cost/flows';
import * as repo from './repository';

const NOT_FOUND = 'Inventaire introuvable';
const MEANINGS = {
  stock_inventories_restaurant_date_key: { status: 409 as const, message: 'Un inventaire existe déjà à cette date', field: 'counted_on' },
};

export const getInventory = async (db: Queryable, scope: TenantScope, id: string, lock = false) => {
  const inventory = await repo.findInventory(db, scope, id, lock);
  if (!inventory) throw notFound(NOT_FOUND);
  return inventory;
};

const mustBeInProgress = (status: string, action: string) => {
  if (status !== 'in_progress') throw conflict(`Cet inventaire est validé : il ne peut plus être ${action}.`);
};

/**
 * Lists, uncounted, the products the restaurant holds that the inventory does not list yet: those of its last
 * inventory, received in the last 90 days, used by its recipes or given a storage area, each in the area it was
 * counted in last (else its category's). Run at creation, when an inventory in progress is opened and at
 * validation, so a product delivered after the inventory was started is offered for counting (and counts zero
 * if nobody counts it, like any uncounted line). Answers how many lines it added.
 */
const listHeldProducts = async (tx: Queryable, scope: RestaurantScope, id: string) => {
  const rid = scope.restaurantId;
  const { rows: held } = await tx.execute<{ product_id: string; area: (typeof stockStorageAreas)[number] }>(sql`
    with last as (
      select id from stock_inventories where ${inScope(scope, tenantColumn())} and id <> ${id} order by counted_on desc limit 1),
    held as (
      select l.product_id from stock_inventory_lines l where ${inScope(scope, tenantColumn('l'))} and l.inventory_id in (select id from last)
      union select rl.product_id from stock_reception_lines rl join stock_receptions rc on rc.restaurant_id = rl.restaurant_id and rc.id = rl.reception_id
        where ${inScope(scope, tenantColumn('rc'))} and rc.received_at >= now() - interval '90 days'
      union select product_id from stock_recipe_ingredients where ${inScope(scope, tenantColumn())}
      union select product_id from stock_product_settings where ${inScope(scope, tenantColumn())} and storage_area is not null)
    select sp.id as product_id, coalesce(s.storage_area,
      (select l.storage_area from stock_inventory_lines l where ${inScope(scope, tenantColumn('l'))} and l.product_id = sp.id
        and l.inventory_id in (select id from last)), ${repo.defaultAreaSql(sql`c.name`)}) as area
    from held h join stock_products sp on sp.id = h.product_id join stock_categories c on c.id = sp.category_id
    left join stock_product_settings s on ${inScope(scope, tenantColumn('s'))} and s.product_id = sp.id
    where sp.archived_at is null and not exists (select 1 from stock_inventory_lines x
      where ${inScope(scope, tenantColumn('x'))} and x.inventory_id = ${id} and x.product_id = sp.id)`);
  if (!held.length) return 0;
  await tx
    .insert(stockInventoryLines)
    .values(held.map((h) => ({ id: newId(), restaurant_id: rid, inventory_id: id, product_id: h.product_id, storage_area: h.area })))
    .onConflictDoNothing();
  return held.length;
};

/** An inventory as its page opens it: one in progress first lists what was delivered since it was started. */
export const openInventory = async (db: Db, scope: RestaurantScope, id: string) => {
  const inventory = await getInventory(db, scope, id);
  if (inventory.status !== 'in_progress') return inventory;
  return (await listHeldProducts(db, scope, id)) ? getInventory(db, scope, id) : inventory;
};

/**
 * A new inventory in progress at a date (not in the future, one per date). Its lines list, uncounted, the
 * products the restaurant holds: those of its last inventory, received in the last 90 days, used by its
 * recipes or given a storage area, each in the area it was counted in last (else its category's).
 */
export const createInventory = (db: Db, scope: RestaurantScope, input: StockInventoryInput) =>
  withConstraints(
    () =>
      db.transaction(async (tx) => {
        const rid = scope.restaurantId;
        const { rows: today } = await tx.execute<{ today: string }>(
          sql`select (now() at time zone ${timezoneNowSql(sql`r`)})::date::text as today from restaurants r where r.id = ${rid}`,
        );
        if (input.counted_on > today[0].today)
          throw unprocessable('Un inventaire ne peut pas être daté dans le futur', {
            counted_on: 'Un inventaire ne peut pas être daté dans le futur',
          });
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stock_inventories'), hashtext(${rid}))`);
        const { rows } = await tx.execute<{ n: number }>(
          sql`select coalesce(max(number), 0) + 1 as n from stock_inventories where ${inScope(scope, tenantColumn())}`,
        );
        const id = newId();
        await tx.execute(sql`insert into stock_inventories (id, restaurant_id, number, counted_on, note)
          values (${id}, ${rid}, ${rows[0].n}, ${input.counted_on}::date, ${input.note ?? null})`);
        await listHeldProducts(tx, scope, id);
        return getInventory(tx, scope, id);
      }),
    MEANINGS,
  );

/** Saves a batch of counted lines (upsert by product); a product not listed yet is added. */
export const saveLines = (db: Db, scope: RestaurantScope, id: string, input: StockInventoryLinesInput) =>
  db.transaction(async (tx) => {
    const rid = scope.restaurantId;
    const inventory = await getInventory(tx, scope, id, true);
    mustBeInProgress(inventory.status, 'modifié');
    if (new Set(input.lines.map((l) => l.product_id)).size !== input.lines.length)
      throw unprocessable('Un produit ne peut figurer qu’une fois dans l’envoi', { lines: 'Produit en double' });
    const values = sql.join(
      input.lines.map(
        (l) => sql`(${newId()}::uuid, ${l.product_id}::uuid, ${l.counted_base_quantity ?? null}::int, ${l.storage_area ?? null}::text)`,
      ),
      sql`, `,
    );
    const { rows } = await tx.execute(sql`
      insert into stock_inventory_lines (id, restaurant_id, inventory_id, product_id, storage_area, counted_base_quantity)
      select v.id, ${rid}, ${id}, sp.id, coalesce(v.area, s.storage_area, ${repo.defaultAreaSql(sql`c.name`)}), v.counted
      from (values ${values}) as v(id, product_id, counted, area)
      join stock_products sp on sp.id = v.product_id join stock_categories c on c.id = sp.category_id
      left join stock_product_settings s on ${inScope(scope, tenantColumn('s'))} and s.product_id = sp.id
      where sp.archived_at is null or exists (select 1 from stock_inventory_lines x
        where ${inScope(scope, tenantColumn('x'))} and x.inventory_id = ${id} and x.product_id = sp.id)
      on conflict (restaurant_id, inventory_id, product_id) do update set
        counted_base_quantity = excluded.counted_base_quantity,
        storage_area = coalesce((select v2.area from (values ${values}) as v2(id, product_id, counted, area)
          where v2.product_id = excluded.product_id), stock_inventory_lines.storage_area),
        updated_at = now()
      returning product_id`);
    if (rows.length !== input.lines.length)
      throw unprocessable('Chaque ligne doit porter un produit actif du catalogue', { lines: 'Produit inconnu ou archivé' });
    const moved = input.lines.filter((l) => l.storage_area);
    if (moved.length) {
      const areas = sql.join(
        moved.map((l) => sql`(${l.product_id}::uuid, ${l.storage_area}::text)`),
        sql`, `,
      );
      await tx.execute(sql`insert into stock_product_settings (restaurant_id, product_id, storage_area)
        select ${rid}, v.product_id, v.area from (values ${areas}) as v(product_id, area)
        on conflict (restaurant_id, product_id) do update set storage_area = excluded.storage_area, updated_at = now()`);
    }
    await repo.setInventory(tx, scope, id, sql`status = status`);
    return getInventory(tx, scope, id);
  });

/**
 * Validates an inventory: an uncounted line counts zero; each line is valued at the last purchase price up to
 * the inventory's date (else the current catalogue price) and compared with the theoretical stock: the
 * previous validated inventory + what was received since − what the sales consumed by the recipes.
 */
export const validateInventory = (db: Db, scope: RestaurantScope, id: string) =>
  db.transaction(async (tx) => {
    const rid = scope.restaurantId;
    const locked = await getInventory(tx, scope, id, true);
    if (locked.status === 'validated') throw conflict('Cet inventaire est déjà validé.');
    // a product delivered since the inventory was started and never listed joins it (uncounted: zero)
    const inventory = (await listHeldProducts(tx, scope, id)) ? await getInventory(tx, scope, id) : locked;
    if (inventory.lines.length === 0) throw conflict('Un inventaire sans ligne ne peut pas être validé.');
    const previous = await repo.previousValidated(tx, scope, inventory.counted_on);
    const day = inventory.counted_on;
    const theoretical = previous
      ? sql`coalesce(pl.counted_base_quantity, 0) + coalesce(rv.base_quantity, 0) - coalesce(th.base_quantity, 0)`
      : sql`null`;
    await tx.execute(sql`
      update stock_inventory_lines l set
        counted_base_quantity = coalesce(l.counted_base_quantity, 0),
        unit_cost_cents = x.unit_cost,
        value_cents = round(coalesce(l.counted_base_quantity, 0)::numeric * x.unit_cost / (case when x.unit = 'piece' then 1 else 1000 end)),
        theoretical_base_quantity = x.theoretical,
        updated_at = now()
      from (
        select sp.id as product_id, sp.unit,
          ${unitPriceSql(
            sql`coalesce(${lastPurchasePriceSql(rid, sql`${day}::date`, sql`sp.id`)}, sp.package_price_cents)`,
            sql`sp.package_base_quantity`,
            sql`sp.unit`,
          )} as unit_cost,
          (${theoretical})::int as theoretical
        from stock_inventory_lines cur
        join stock_products sp on sp.id = cur.product_id
        ${
          previous
            ? sql`left join stock_inventory_lines pl on ${inScope(scope, tenantColumn('pl'))} and pl.inventory_id = ${previous.id} and pl.product_id = sp.id
          left join (${receivedSql(rid, previous.counted_on, day)}) rv on rv.product_id = sp.id
          left join (${theoreticalSql(rid, previous.counted_on, day)}) th on th.product_id = sp.id`
            : sql``
        }
        where ${inScope(scope, tenantColumn('cur'))} and cur.inventory_id = ${id}
      ) x
      where ${inScope(scope, tenantColumn('l'))} and l.inventory_id = ${id} and l.product_id = x.product_id`);
    await repo.setInventory(
      tx,
      scope,
      id,
      sql`status = 'validated', validated_at = now(), value_cents = (select coalesce(sum(value_cents), 0)::bigint
        from stock_inventory_lines where ${inScope(scope, tenantColumn())} and inventory_id = ${id})`,
    );
    return getInventory(tx, scope, id);
  });

/** Deletes an inventory in progress; a validated one stays (food cost and the PNL read it). */
export const deleteInventory = (db: Db, scope: TenantScope, id: string) =>
  db.transaction(async (tx) => {
    const inventory = await getInventory(tx, scope, id, true);
    if (inventory.status !== 'in_progress')
      throw conflict('Seul un inventaire en cours peut être supprimé : un inventaire validé sert au coût matière et au PNL.');
    await tx.execute(
      sql`delete from stock_inventories where ${inScope(narrowScope(scope, inventory.restaurant_id) ?? scope, tenantColumn())} and id = ${id}`,
    );
  });
