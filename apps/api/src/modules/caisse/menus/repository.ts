import type { MenuInput, PageQuery } from '@fitfit/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { caisseMenuStepProducts, caisseMenuSteps, caisseMenus, caisseProducts, caisseTaxes, type MenuHours } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope, sameTenant } from '../../../lib/tenant-scope';

export type MenuValues = {
  name: string;
  description: string | null;
  tax_id: string;
  price_on_spot_cents: number;
  price_takeaway_cents: number;
  price_delivery_cents: number;
  active: boolean;
  hours: MenuHours;
};
export type StepValues = Pick<MenuInput['steps'][number], 'title' | 'min_choices' | 'max_choices' | 'products'>;

const mine = (scope: RestaurantScope, id: string) => and(inScope(scope, caisseMenus.restaurant_id), eq(caisseMenus.id, id));

export const listMenus = (db: Db, scope: RestaurantScope, query: PageQuery & { active?: 'true' | 'false' }) =>
  pagedQuery({
    db,
    table: caisseMenus,
    query,
    where: [inScope(scope, caisseMenus.restaurant_id), query.active ? eq(caisseMenus.active, query.active === 'true') : undefined],
    searchColumns: [caisseMenus.name],
    sortColumns: { name: caisseMenus.name, price: caisseMenus.price_on_spot_cents, created_at: caisseMenus.created_at },
    tieBreaker: caisseMenus.id,
  });

export const allMenus = (db: Db, scope: RestaurantScope) =>
  db.select().from(caisseMenus).where(inScope(scope, caisseMenus.restaurant_id)).orderBy(asc(caisseMenus.name));

export const findMenu = async (db: Db | Tx, scope: RestaurantScope, id: string) =>
  (await db.select().from(caisseMenus).where(mine(scope, id)))[0];

export const stepsOf = async (db: Db, scope: RestaurantScope, menuIds: string[]) => {
  if (!menuIds.length) return { steps: [], products: [] };
  const steps = await db
    .select()
    .from(caisseMenuSteps)
    .where(and(inScope(scope, caisseMenuSteps.restaurant_id), inArray(caisseMenuSteps.menu_id, menuIds)))
    .orderBy(asc(caisseMenuSteps.position));
  const products = steps.length
    ? await db
        .select({
          step_id: caisseMenuStepProducts.step_id,
          product_id: caisseMenuStepProducts.product_id,
          product_name: caisseProducts.name,
          supplement_cents: caisseMenuStepProducts.supplement_cents,
        })
        .from(caisseMenuStepProducts)
        .innerJoin(
          caisseProducts,
          sameTenant(
            [caisseMenuStepProducts.restaurant_id, caisseMenuStepProducts.product_id],
            [caisseProducts.restaurant_id, caisseProducts.id],
          ),
        )
        .where(
          and(
            inScope(scope, caisseMenuStepProducts.restaurant_id),
            inArray(
              caisseMenuStepProducts.step_id,
              steps.map((s) => s.id),
            ),
          ),
        )
        .orderBy(asc(caisseMenuStepProducts.position))
    : [];
  return { steps, products };
};

export const ownedRefs = async (db: Db, scope: RestaurantScope, taxId: string, productIds: string[]) => {
  const [tax, products] = await Promise.all([
    db
      .select({ id: caisseTaxes.id })
      .from(caisseTaxes)
      .where(and(inScope(scope, caisseTaxes.restaurant_id), eq(caisseTaxes.id, taxId))),
    productIds.length
      ? db
          .select({ id: caisseProducts.id })
          .from(caisseProducts)
          .where(and(inScope(scope, caisseProducts.restaurant_id), inArray(caisseProducts.id, productIds)))
      : Promise.resolve([]),
  ]);
  return { tax: tax.length > 0, products: new Set(products.map((p) => p.id)) };
};

/** Replaces the steps of a menu: one multi-row insert for the steps, one for all their products. */
const writeSteps = async (tx: Tx, scope: RestaurantScope, menuId: string, steps: StepValues[]) => {
  await tx.delete(caisseMenuSteps).where(and(inScope(scope, caisseMenuSteps.restaurant_id), eq(caisseMenuSteps.menu_id, menuId)));
  if (!steps.length) return;
  const inserted = await tx
    .insert(caisseMenuSteps)
    .values(
      steps.map((step, position) => ({
        restaurant_id: scope.restaurantId,
        menu_id: menuId,
        position,
        title: step.title,
        min_choices: step.min_choices,
        max_choices: step.max_choices,
      })),
    )
    .returning({ id: caisseMenuSteps.id, position: caisseMenuSteps.position });
  // RETURNING does not promise the VALUES order: steps are matched by their position.
  const stepIds = new Map(inserted.map((r) => [r.position, r.id]));
  const products = steps.flatMap((step, position) => {
    const seen = new Set<string>();
    return step.products
      .filter((p) => !seen.has(p.product_id) && seen.add(p.product_id))
      .map((p, i) => ({
        restaurant_id: scope.restaurantId,
        step_id: stepIds.get(position) as string,
        product_id: p.product_id,
        supplement_cents: p.supplement_cents,
        position: i,
      }));
  });
  if (products.length) await tx.insert(caisseMenuStepProducts).values(products);
};

export const insertMenu = (db: Db, scope: RestaurantScope, values: MenuValues, steps: StepValues[]) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caisseMenus)
      .values({ ...values, restaurant_id: scope.restaurantId })
      .returning({ id: caisseMenus.id });
    await writeSteps(tx, scope, row.id, steps);
    return row.id;
  });

export const updateMenu = (db: Db, scope: RestaurantScope, id: string, values: MenuValues, steps: StepValues[]) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(caisseMenus)
      .set({ ...values, updated_at: sql`now()` })
      .where(mine(scope, id))
      .returning({ id: caisseMenus.id });
    if (!row) return false;
    await writeSteps(tx, scope, id, steps);
    return true;
  });

export const setPhoto = (db: Db, scope: RestaurantScope, id: string, url: string | null) =>
  db.transaction(async (tx) => {
    const [old] = await tx.select({ photo_url: caisseMenus.photo_url }).from(caisseMenus).where(mine(scope, id)).for('update');
    if (!old) return undefined;
    await tx.update(caisseMenus).set({ photo_url: url, updated_at: sql`now()` }).where(mine(scope, id));
    return { previous: old.photo_url };
  });

export const deleteMenu = async (db: Db, scope: RestaurantScope, id: string) =>
  (await db.delete(caisseMenus).where(mine(scope, id)).returning({ id: caisseMenus.id, photo_url: caisseMenus.photo_url }))[0];
