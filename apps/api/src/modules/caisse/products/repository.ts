import type { PageQuery, ProductInput } from '@fitfit/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
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
import { likePattern, offsetOf, toPage } from '../../../lib/paging';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
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
    .innerJoin(caisseTaxes, eq(caisseTaxes.id, caisseProducts.tax_id))
    .leftJoin(caisseCategories, eq(caisseCategories.id, caisseProducts.category_id));
export type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export const listProducts = async (db: Db, restaurantId: string, query: PageQuery & ProductFilters) => {
  const where: (SQL | undefined)[] = [eq(caisseProducts.restaurant_id, restaurantId)];
  if (query.search) {
    const p = likePattern(query.search);
    where.push(or(ilike(caisseProducts.name, p), ilike(caisseProducts.sku, p), ilike(caisseProducts.barcode, p)));
  }
  if (query.category_id) where.push(eq(caisseProducts.category_id, query.category_id));
  if (query.available) where.push(eq(caisseProducts.available, query.available === 'true'));
  if (query.tag_id) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(caisseProductTags)
          .where(
            and(
              eq(caisseProductTags.restaurant_id, restaurantId),
              eq(caisseProductTags.product_id, caisseProducts.id),
              eq(caisseProductTags.tag_id, query.tag_id),
            ),
          ),
      ),
    );
  }
  const condition = and(...where);
  const dir = query.order === 'asc' ? asc : desc;
  const order: SQL[] = (() => {
    switch (query.sort) {
      case 'name':
        return [dir(caisseProducts.name)];
      case 'price':
        return [dir(caisseProducts.price_on_spot_cents), asc(caisseProducts.name)];
      case 'created_at':
        return [dir(caisseProducts.created_at)];
      default:
        return [
          sql`${caisseCategories.position} ${sql.raw(query.order === 'asc' ? 'asc' : 'desc')} nulls last`,
          asc(caisseCategories.name),
          dir(caisseProducts.position),
          asc(caisseProducts.name),
        ];
    }
  })();
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(condition)
      .orderBy(...order)
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(caisseProducts).where(condition),
  ]);
  return toPage(query, total, rows);
};

export const findProduct = async (db: Db | Tx, restaurantId: string, id: string) =>
  (await joined(db).where(and(eq(caisseProducts.restaurant_id, restaurantId), eq(caisseProducts.id, id))))[0];

export const allProducts = (db: Db, restaurantId: string) =>
  joined(db)
    .where(eq(caisseProducts.restaurant_id, restaurantId))
    .orderBy(
      sql`${caisseCategories.position} asc nulls last`,
      asc(caisseCategories.name),
      asc(caisseProducts.position),
      asc(caisseProducts.name),
    );

export const tagsOf = (db: Db | Tx, restaurantId: string, productIds: string[]) =>
  productIds.length
    ? db
        .select({ product_id: caisseProductTags.product_id, id: caisseTags.id, name: caisseTags.name, color: caisseTags.color })
        .from(caisseProductTags)
        .innerJoin(caisseTags, eq(caisseTags.id, caisseProductTags.tag_id))
        .where(and(eq(caisseProductTags.restaurant_id, restaurantId), inArray(caisseProductTags.product_id, productIds)))
        .orderBy(asc(caisseTags.name))
    : Promise.resolve([]);

export const groupsOf = (db: Db | Tx, restaurantId: string, productIds: string[]) =>
  productIds.length
    ? db
        .select({ product_id: caisseProductOptionGroups.product_id, id: caisseProductOptionGroups.option_group_id })
        .from(caisseProductOptionGroups)
        .where(and(eq(caisseProductOptionGroups.restaurant_id, restaurantId), inArray(caisseProductOptionGroups.product_id, productIds)))
        .orderBy(asc(caisseProductOptionGroups.position))
    : Promise.resolve([]);

/** Which of the given ids really belong to the restaurant (category, tax, tags, option groups). */
export const ownedIds = async (
  db: Db,
  restaurantId: string,
  input: Pick<ProductInput, 'category_id' | 'tax_id' | 'tag_ids' | 'option_group_ids'>,
) => {
  const [cat, tax, tagRows, groupRows] = await Promise.all([
    input.category_id
      ? db
          .select({ id: caisseCategories.id })
          .from(caisseCategories)
          .where(and(eq(caisseCategories.restaurant_id, restaurantId), eq(caisseCategories.id, input.category_id)))
      : Promise.resolve([]),
    db
      .select({ id: caisseTaxes.id })
      .from(caisseTaxes)
      .where(and(eq(caisseTaxes.restaurant_id, restaurantId), eq(caisseTaxes.id, input.tax_id))),
    input.tag_ids?.length
      ? db
          .select({ id: caisseTags.id })
          .from(caisseTags)
          .where(and(eq(caisseTags.restaurant_id, restaurantId), inArray(caisseTags.id, input.tag_ids)))
      : Promise.resolve([]),
    input.option_group_ids?.length
      ? db
          .select({ id: caisseOptionGroups.id })
          .from(caisseOptionGroups)
          .where(and(eq(caisseOptionGroups.restaurant_id, restaurantId), inArray(caisseOptionGroups.id, input.option_group_ids)))
      : Promise.resolve([]),
  ]);
  return {
    category: cat.length > 0,
    tax: tax.length > 0,
    tags: new Set(tagRows.map((r) => r.id)),
    groups: new Set(groupRows.map((r) => r.id)),
  };
};

const writeLinks = async (tx: Tx, restaurantId: string, productId: string, tagIds: string[], groupIds: string[]) => {
  await tx
    .delete(caisseProductTags)
    .where(and(eq(caisseProductTags.restaurant_id, restaurantId), eq(caisseProductTags.product_id, productId)));
  await tx
    .delete(caisseProductOptionGroups)
    .where(and(eq(caisseProductOptionGroups.restaurant_id, restaurantId), eq(caisseProductOptionGroups.product_id, productId)));
  if (tagIds.length)
    await tx.insert(caisseProductTags).values(tagIds.map((tag_id) => ({ restaurant_id: restaurantId, product_id: productId, tag_id })));
  if (groupIds.length)
    await tx
      .insert(caisseProductOptionGroups)
      .values(
        groupIds.map((option_group_id, position) => ({ restaurant_id: restaurantId, product_id: productId, option_group_id, position })),
      );
};

const nextPosition = (restaurantId: string, categoryId: string | null | undefined) =>
  sql`(select coalesce(max(position) + 1, 0) from caisse_products where restaurant_id = ${restaurantId} and category_id is not distinct from ${categoryId ?? null}::uuid)`;

export const insertProduct = (db: Db, restaurantId: string, values: ProductValues, tagIds: string[], groupIds: string[]) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caisseProducts)
      .values({ ...values, restaurant_id: restaurantId, position: nextPosition(restaurantId, values.category_id) })
      .returning({ id: caisseProducts.id });
    await writeLinks(tx, restaurantId, row.id, tagIds, groupIds);
    return row.id;
  });

export const updateProduct = (db: Db, restaurantId: string, id: string, values: ProductValues, tagIds: string[], groupIds: string[]) =>
  db.transaction(async (tx) => {
    const [current] = await tx
      .select({ category_id: caisseProducts.category_id })
      .from(caisseProducts)
      .where(and(eq(caisseProducts.restaurant_id, restaurantId), eq(caisseProducts.id, id)))
      .for('update');
    if (!current) return false;
    const moved = (current.category_id ?? null) !== (values.category_id ?? null);
    await tx
      .update(caisseProducts)
      .set({ ...values, ...(moved ? { position: nextPosition(restaurantId, values.category_id) } : {}), updated_at: sql`now()` })
      .where(and(eq(caisseProducts.restaurant_id, restaurantId), eq(caisseProducts.id, id)));
    await writeLinks(tx, restaurantId, id, tagIds, groupIds);
    return true;
  });

export const setAvailability = async (db: Db, restaurantId: string, id: string, available: boolean) =>
  (
    await db
      .update(caisseProducts)
      .set({ available, updated_at: sql`now()` })
      .where(and(eq(caisseProducts.restaurant_id, restaurantId), eq(caisseProducts.id, id)))
      .returning({ id: caisseProducts.id })
  )[0];

export const setPhoto = (db: Db, restaurantId: string, id: string, url: string | null) =>
  db.transaction(async (tx) => {
    const [old] = await tx
      .select({ photo_url: caisseProducts.photo_url })
      .from(caisseProducts)
      .where(and(eq(caisseProducts.restaurant_id, restaurantId), eq(caisseProducts.id, id)))
      .for('update');
    if (!old) return undefined;
    await tx
      .update(caisseProducts)
      .set({ photo_url: url, updated_at: sql`now()` })
      .where(and(eq(caisseProducts.restaurant_id, restaurantId), eq(caisseProducts.id, id)));
    return { previous: old.photo_url };
  });

/** Moves a product to `position` within its category and renumbers the category 0…n-1, atomically. */
export const moveProduct = (db: Db, restaurantId: string, id: string, position: number) =>
  db.transaction(async (tx) => {
    const [target] = await tx
      .select({ category_id: caisseProducts.category_id })
      .from(caisseProducts)
      .where(and(eq(caisseProducts.restaurant_id, restaurantId), eq(caisseProducts.id, id)));
    if (!target) return false;
    const siblings = await tx
      .select({ id: caisseProducts.id })
      .from(caisseProducts)
      .where(
        and(
          eq(caisseProducts.restaurant_id, restaurantId),
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
      where p.restaurant_id = ${restaurantId} and p.id = v.id and p.position <> v.ord - 1`);
    return true;
  });

export const usedInMenus = async (db: Db, restaurantId: string, id: string) =>
  (
    await db
      .select({ n: count() })
      .from(caisseMenuStepProducts)
      .where(and(eq(caisseMenuStepProducts.restaurant_id, restaurantId), eq(caisseMenuStepProducts.product_id, id)))
  )[0].n;

export const deleteProduct = async (db: Db, restaurantId: string, id: string) =>
  (
    await db
      .delete(caisseProducts)
      .where(and(eq(caisseProducts.restaurant_id, restaurantId), eq(caisseProducts.id, id)))
      .returning({ id: caisseProducts.id, photo_url: caisseProducts.photo_url })
  )[0];
