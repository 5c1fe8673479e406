import type { Lot, LotQuery, TraceNode } from '@fitfit/contracts';
import { lotKinds } from '@fitfit/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { haccpProductionLots, haccpRecords, stockRecipes } from '../../../db/schema';
import { likePattern } from '../../../lib/paging';
import { inScope, type RestaurantScope, tenantColumn } from '../../../lib/tenant-scope';
import type { Queryable } from '../common';

/**
 * Lots and their links (docs/haccp.md "Productions and lot tracing"). A lot is the current version of a
 * traceability (an opened product's label), a reception (a delivery) or a production; it is named by its
 * first version's id so that a corrected record still traces. Links: a production's lots
 * (`haccp_production_lots`, on the production's current version) and a label's delivery (`data.reception_id`).
 */

/** Not superseded: the current version of its record. */
const current = (alias: string) =>
  sql.raw(`not exists (select 1 from haccp_records n where n.restaurant_id = ${alias}.restaurant_id and n.supersedes_id = ${alias}.id)`);

/** What a lot is, read from its record `c` (the columns of `lotSchema`). */
const lotColumns = sql.raw(`c.id, c.original_id, c.kind,
  case c.kind when 'reception' then coalesce(nullif(c.data->>'products', ''), 'Livraison') else c.data->>'product' end as product,
  c.data->>'lot' as lot,
  case c.kind when 'reception' then null else coalesce(c.data->>'secondary_dlc', c.data->>'dlc') end as dlc,
  c.data->>'provider' as provider,
  to_char(c.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at,
  c.recorded_by_name`);

export type LotRow = Lot & {
  /** The record a production's entry named (any version of the lot). */
  asked_id?: string;
  accepted?: boolean | null;
};

/** One record of the restaurant (any kind, any version): its kind, first version and data. */
export const findLotRecord = async (db: Queryable, scope: RestaurantScope, id: string) =>
  (
    await db
      .select({ id: haccpRecords.id, kind: haccpRecords.kind, original_id: haccpRecords.original_id, data: haccpRecords.data })
      .from(haccpRecords)
      .where(and(inScope(scope, haccpRecords.restaurant_id), eq(haccpRecords.id, id)))
  )[0];

/** The current versions of the lots named by these records (any of their versions), of this restaurant only. */
export const currentLotsOf = async (db: Queryable, scope: RestaurantScope, ids: string[]) => {
  if (!ids.length) return [];
  const { rows } = await db.execute<LotRow>(sql`
    select v.id as asked_id, (c.data->>'accepted')::boolean as accepted, ${lotColumns}
    from haccp_records v
    join haccp_records c on c.restaurant_id = v.restaurant_id and c.original_id = v.original_id and ${current('c')}
    where ${inScope(scope, tenantColumn('v'))} and v.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rows;
};

/** The lot search of a recall and of a production's form: current versions, an exact lot number first. */
export const searchLots = async (db: Queryable, scope: RestaurantScope, q: LotQuery) => {
  const kinds = q.kind ? [q.kind] : [...lotKinds];
  const search = q.search ? likePattern(q.search) : null;
  const { rows } = await db.execute<Lot>(sql`
    select ${lotColumns} from haccp_records c
    where ${inScope(scope, tenantColumn('c'))} and ${current('c')}
      and c.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})
      and (c.kind <> 'reception' or (c.data->>'accepted')::boolean)
      ${
        search
          ? sql`and (c.data->>'lot' ilike ${search} or c.data->>'product' ilike ${search}
              or c.data->>'products' ilike ${search} or c.data->>'provider' ilike ${search})`
          : sql``
      }
    order by ${q.search ? sql`(lower(c.data->>'lot') = lower(${q.search})) desc,` : sql``} c.recorded_at desc, c.id desc
    limit ${q.limit}`);
  return rows;
};

/** The current version of a lot (by any of its records' ids). */
export const findLot = async (db: Queryable, scope: RestaurantScope, id: string) => {
  const [lot] = await currentLotsOf(db, scope, [id]);
  if (!lot || !(lotKinds as readonly string[]).includes(lot.kind)) return undefined;
  const { asked_id: _a, accepted: _b, ...rest } = lot;
  return rest as Lot;
};

/**
 * Every lot reached from `originalId` following the links one way — upstream: what it was made of, back to the
 * deliveries; downstream: what it went into — with its distance and the lot it was reached through. A cycle
 * cannot loop (the walk stops at 12 steps and keeps each lot's shortest path).
 */
export const traceLots = async (db: Queryable, scope: RestaurantScope, originalId: string, direction: 'up' | 'down') => {
  const [from, to] = direction === 'up' ? [sql.raw('parent'), sql.raw('child')] : [sql.raw('child'), sql.raw('parent')];
  const { rows } = await db.execute<TraceNode>(sql`
    with recursive edges as (
      select pl.lot_original_id as parent, p.original_id as child
      from haccp_production_lots pl
      join haccp_records p on p.restaurant_id = pl.restaurant_id and p.id = pl.production_id
      where ${inScope(scope, tenantColumn('pl'))} and ${current('p')}
      union all
      select (t.data->>'reception_id')::uuid, t.original_id from haccp_records t
      where ${inScope(scope, tenantColumn('t'))} and t.kind = 'traceability'
        and t.data->>'reception_id' is not null and ${current('t')}
    ), walk(node, depth, via) as (
      select e.${from}, 1, e.${to} from edges e where e.${to} = ${originalId}::uuid
      union
      select e.${from}, w.depth + 1, e.${to} from edges e join walk w on e.${to} = w.node where w.depth < 12
    ), nearest as (
      select distinct on (node) node, depth, via from walk where node <> ${originalId}::uuid order by node, depth
    )
    select ${lotColumns}, w.depth, w.via
    from nearest w
    join haccp_records c on ${inScope(scope, tenantColumn('c'))} and c.original_id = w.node and ${current('c')}
    order by w.depth, c.kind, c.recorded_at`);
  return rows;
};

export const insertProductionLots = async (db: Queryable, scope: RestaurantScope, productionId: string, lots: string[]) => {
  if (!lots.length) return;
  await db
    .insert(haccpProductionLots)
    .values(lots.map((lot) => ({ restaurant_id: scope.restaurantId, production_id: productionId, lot_original_id: lot })));
};

/** The stock module's recipes a production may name (not archived), by name. */
export const productionRecipes = (db: Queryable, scope: RestaurantScope) =>
  db
    .select({ id: stockRecipes.id, name: stockRecipes.name })
    .from(stockRecipes)
    .where(and(inScope(scope, stockRecipes.restaurant_id), isNull(stockRecipes.archived_at)))
    .orderBy(asc(stockRecipes.name));

export const findRecipe = async (db: Queryable, scope: RestaurantScope, id: string) =>
  (
    await db
      .select({ id: stockRecipes.id, name: stockRecipes.name })
      .from(stockRecipes)
      .where(and(inScope(scope, stockRecipes.restaurant_id), eq(stockRecipes.id, id)))
  )[0];
