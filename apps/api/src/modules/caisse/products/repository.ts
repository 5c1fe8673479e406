import type { PageQuery, ProductInput } from '@fitfit/contracts';
import { and, asc, count, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import {
  caisseCategories,
  caisseMenuStepProducts,
  caisseOptionGroups,
  caisseProductOptionGroups,
  caisseProducts,
  caisseProductTags,
  caisseTags,
  caisseTaxes,
} from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';
import { memoSelect } from '../../../lib/query-memo';
import { inScope, type RestaurantScope, sameTenant } from '../../../lib/tenant-scope';

export type ProductFilters = { category_id?: string; tag_id?: string; available?: 'true' | 'false' };
export type ProductValues = Omit<
  typeof caisseProducts.$inferInsert,
  'id' | 'restaurant_id' | 'position' | 'created_at' | 'updated_at' | 'photo_url'
>;

const columns = {
  product: caisseProducts,
  category_name: caisseCategories.name,
  category_color: caisseCategories.color,
  category_position: caisseCategories.position,
  tax_name: caisseTaxes.name,
  rate_on_spot_bp: caisseTaxes.rate_on_spot_bp,
  rate_takeaway_bp: caisseTaxes.rate_takeaway_bp,
  rate_delivery_bp: caisseTaxes.rate_delivery_bp,
};

const joined = (db: Db | Tx) =>
  db
    .select(columns)
    .from(caisseProducts)
    .innerJoin(caisseTaxes, sameTenant([caisseProducts.restaurant_id, caisseProducts.tax_id], [caisseTaxes.restaurant_id, caisseTaxes.id]))
    .leftJoin(
      caisseCategories,
      sameTenant([caisseProducts.restaurant_id, caisseProducts.category_id], [caisseCategories.restaurant_id, caisseCategories.id]),
    );
const mine = (scope: RestaurantScope, id: string) => and(inScope(scope, caisseProducts.restaurant_id), eq(caisseProducts.id, id));
export type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export const listProducts = (db: Db, scope: RestaurantScope, query: PageQuery & ProductFilters) =>
  pagedQuery({
    db,
    query,
    select: joined(db).$dynamic(),
    countFrom: caisseProducts,
    where: [
      inScope(scope, caisseProducts.restaurant_id),
      query.category_id ? eq(caisseProducts.category_id, query.category_id) : undefined,
      query.available ? eq(caisseProducts.available, query.available === 'true') : undefined,
      query.tag_id
        ? exists(
            db
              .select({ one: sql`1` })
              .from(caisseProductTags)
              .where(
                and(
                  sameTenant(
                    [caisseProductTags.restaurant_id, caisseProductTags.product_id],
                    [caisseProducts.restaurant_id, caisseProducts.id],
                  ),
                  eq(caisseProductTags.tag_id, query.tag_id),
                ),
              ),
          )
        : undefined,
    ],
    searchColumns: [caisseProducts.name, caisseProducts.sku, caisseProducts.barcode],
    sortColumns: {
      // The card's order: categories by position (products without one last), then products by position.
      position: (direction) => [
        sql`${caisseCategories.position} ${sql.raw(direction)} nulls last`,
        asc(caisseCategories.name),
        direction === 'asc' ? asc(caisseProducts.position) : desc(caisseProducts.position),
        asc(caisseProducts.name),
      ],
      name: caisseProducts.name,
      price: (direction) => [sql`${caisseProducts.price_on_spot_cents} ${sql.raw(direction)}`, asc(caisseProducts.name)],
      created_at: caisseProducts.created_at,
    },
    tieBreaker: caisseProducts.id,
  });

export const findProduct = async (db: Db | Tx, scope: RestaurantScope, id: string) => (await joined(db).where(mine(scope, id)))[0];

export const allProducts = (db: Db, scope: RestaurantScope) =>
  joined(db)
    .where(inScope(scope, caisseProducts.restaurant_id))
    .orderBy(
      sql`${caisseCategories.position} asc nulls last`,
      asc(caisseCategories.name),
      asc(caisseProducts.position),
      asc(caisseProducts.name),
    );

export const tagsOf = (db: Db | Tx, scope: RestaurantScope, productIds: string[]) =>
  productIds.length
    ? memoSelect(
        db
          .select({ product_id: caisseProductTags.product_id, id: caisseTags.id, name: caisseTags.name, color: caisseTags.color })
          .from(caisseProductTags)
          .innerJoin(
            caisseTags,
            sameTenant([caisseProductTags.restaurant_id, caisseProductTags.tag_id], [caisseTags.restaurant_id, caisseTags.id]),
          )
          .where(and(inScope(scope, caisseProductTags.restaurant_id), inArray(caisseProductTags.product_id, productIds)))
          .orderBy(asc(caisseTags.name))
          .$dynamic(),
      )
    : Promise.resolve([]);

export const groupsOf = (db: Db | Tx, scope: RestaurantScope, productIds: string[]) =>
  productIds.length
    ? memoSelect(
        db
          .select({ product_id: caisseProductOptionGroups.product_id, id: caisseProductOptionGroups.option_group_id })
          .from(caisseProductOptionGroups)
          .where(and(inScope(scope, caisseProductOptionGroups.restaurant_id), inArray(caisseProductOptionGroups.product_id, productIds)))
          .orderBy(asc(caisseProductOptionGroups.position))
          .$dynamic(),
      )
    : Promise.resolve([]);

/** Which of the given ids really belong to the restaurant (category, tax, tags, option groups). */
export const ownedIds = async (
  db: Db,
  scope: RestaurantScope,
  input: Pick<ProductInput, 'category_id' | 'tax_id' | 'tag_ids' | 'option_group_ids'>,
) => {
  const [cat, tax, tagRows, groupRows] = await Promise.all([
    input.category_id
      ? db
          .select({ id: caisseCategories.id })
          .from(caisseCategories)
          .where(and(inScope(scope, caisseCategories.restaurant_id), eq(caisseCategories.id, input.category_id)))
      : Promise.resolve([]),
    db
      .select({ id: caisseTaxes.id })
      .from(caisseTaxes)
      .where(and(inScope(scope, caisseTaxes.restaurant_id), eq(caisseTaxes.id, input.tax_id))),
    input.tag_ids?.length
      ? db
          .select({ id: caisseTags.id })
          .from(caisseTags)
          .where(and(inScope(scope, caisseTags.restaurant_id), inArray(caisseTags.id, input.tag_ids)))
      : Promise.resolve([]),
    input.option_group_ids?.length
      ? db
          .select({ id: caisseOptionGroups.id })
          .from(caisseOptionGroups)
          .where(and(inScope(scope, caisseOptionGroups.restaurant_id), inArray(caisseOptionGroups.id, input.option_group_ids)))
      : Promise.resolve([]),
  ]);
  return {
    category: cat.length > 0,
    tax: tax.length > 0,
    tags: new Set(tagRows.map((r) => r.id)),
    groups: new Set(groupRows.map((r) => r.id)),
  };
};

const writeLinks = async (tx: Tx, scope: RestaurantScope, productId: string, tagIds: string[], groupIds: string[]) => {
  await tx
    .delete(caisseProductTags)
    .where(and(inScope(scope, caisseProductTags.restaurant_id), eq(caisseProductTags.product_id, productId)));
  await tx
    .delete(caisseProductOptionGroups)
    .where(and(inScope(scope, caisseProductOptionGroups.restaurant_id), eq(caisseProductOptionGroups.product_id, productId)));
  if (tagIds.length)
    await tx
      .insert(caisseProductTags)
      .values(tagIds.map((tag_id) => ({ restaurant_id: scope.restaurantId, product_id: productId, tag_id })));
  if (groupIds.length)
    await tx.insert(caisseProductOptionGroups).values(
      groupIds.map((option_group_id, position) => ({
        restaurant_id: scope.restaurantId,
        product_id: productId,
        option_group_id,
        position,
      })),
    );
};

const nextPosition = (scope: RestaurantScope, categoryId: string | null | undefined) =>
  sql`(select coalesce(max(position) + 1, 0) from ${caisseProducts} where ${inScope(scope, caisseProducts.restaurant_id)}
    and ${caisseProducts.category_id} is not distinct from ${categoryId ?? null}::uuid)`;

export const insertProduct = (db: Db, scope: RestaurantScope, values: ProductValues, tagIds: string[], groupIds: string[]) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caisseProducts)
      .values({ ...values, restaurant_id: scope.restaurantId, position: nextPosition(scope, values.category_id) })
      .returning({ id: caisseProducts.id });
    await writeLinks(tx, scope, row.id, tagIds, groupIds);
    return row.id;
  });

export const updateProduct = (db: Db, scope: RestaurantScope, id: string, values: ProductValues, tagIds: string[], groupIds: string[]) =>
  db.transaction(async (tx) => {
    const [current] = await tx
      .select({ category_id: caisseProducts.category_id })
      .from(caisseProducts)
      .where(mine(scope, id))
      .for('update');
    if (!current) return false;
    const moved = (current.category_id ?? null) !== (values.category_id ?? null);
    await tx
      .update(caisseProducts)
      .set({ ...values, ...(moved ? { position: nextPosition(scope, values.category_id) } : {}), updated_at: sql`now()` })
      .where(mine(scope, id));
    await writeLinks(tx, scope, id, tagIds, groupIds);
    return true;
  });

export const setAvailability = async (db: Db, scope: RestaurantScope, id: string, available: boolean) =>
  (
    await db.update(caisseProducts).set({ available, updated_at: sql`now()` }).where(mine(scope, id)).returning({ id: caisseProducts.id })
  )[0];

export const setPhoto = (db: Db, scope: RestaurantScope, id: string, url: string | null) =>
  db.transaction(async (tx) => {
    const [old] = await tx.select({ photo_url: caisseProducts.photo_url }).from(caisseProducts).where(mine(scope, id)).for('update');
    if (!old) return undefined;
    await tx.update(caisseProducts).set({ photo_url: url, updated_at: sql`now()` }).where(mine(scope, id));
    return { previous: old.photo_url };
  });

/** Moves a product to `position` within its category and renumbers the category 0…n-1, atomically. */
export const moveProduct = (db: Db, scope: RestaurantScope, id: string, position: number) =>
  db.transaction(async (tx) => {
    const [target] = await tx.select({ category_id: caisseProducts.category_id }).from(caisseProducts).where(mine(scope, id));
    if (!target) return false;
    const siblings = await tx
      .select({ id: caisseProducts.id })
      .from(caisseProducts)
      .where(
        and(
          inScope(scope, caisseProducts.restaurant_id),
          target.category_id ? eq(caisseProducts.category_id, target.category_id) : isNull(caisseProducts.category_id),
        ),
      )
      .orderBy(asc(caisseProducts.position), asc(caisseProducts.name), asc(caisseProducts.id))
      .for('update');
    const order = siblings.map((s) => s.id).filter((s) => s !== id);
    order.splice(Math.min(position, order.length), 0, id);
    await tx.execute(sql`
      update caisse_products p set position = v.ord - 1, updated_at = now()
      from unnest(${`{${order.join(',')}}`}::uuid[]) with ordinality as v(id, ord)
      where ${inScope(scope, sql`p.restaurant_id`)} and p.id = v.id and p.position <> v.ord - 1`);
    return true;
  });

export const usedInMenus = async (db: Db, scope: RestaurantScope, id: string) =>
  (
    await db
      .select({ n: count() })
      .from(caisseMenuStepProducts)
      .where(and(inScope(scope, caisseMenuStepProducts.restaurant_id), eq(caisseMenuStepProducts.product_id, id)))
  )[0].n;

export const deleteProduct = async (db: Db, scope: RestaurantScope, id: string) =>
  (await db.delete(caisseProducts).where(mine(scope, id)).returning({ id: caisseProducts.id, photo_url: caisseProducts.photo_url }))[0];
