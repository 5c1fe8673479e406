import type { MenuInput, PageQuery } from '@fitfit/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseMenuStepProducts, caisseMenuSteps, caisseMenus, caisseProducts, caisseTaxes, type MenuHours } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
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

export const listMenus = (db: Db, restaurantId: string, query: PageQuery & { active?: 'true' | 'false' }) =>
  pagedQuery({
    db,
    table: caisseMenus,
    query,
    where: [eq(caisseMenus.restaurant_id, restaurantId), query.active ? eq(caisseMenus.active, query.active === 'true') : undefined],
    searchColumns: [caisseMenus.name],
    sortColumns: { name: caisseMenus.name, price: caisseMenus.price_on_spot_cents, created_at: caisseMenus.created_at },
  });

export const allMenus = (db: Db, restaurantId: string) =>
  db.select().from(caisseMenus).where(eq(caisseMenus.restaurant_id, restaurantId)).orderBy(asc(caisseMenus.name));

export const findMenu = async (db: Db | Tx, restaurantId: string, id: string) =>
  (
    await db
      .select()
      .from(caisseMenus)
      .where(and(eq(caisseMenus.restaurant_id, restaurantId), eq(caisseMenus.id, id)))
  )[0];

export const stepsOf = async (db: Db, restaurantId: string, menuIds: string[]) => {
  if (!menuIds.length) return { steps: [], products: [] };
  const steps = await db
    .select()
    .from(caisseMenuSteps)
    .where(and(eq(caisseMenuSteps.restaurant_id, restaurantId), inArray(caisseMenuSteps.menu_id, menuIds)))
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
        .innerJoin(caisseProducts, eq(caisseProducts.id, caisseMenuStepProducts.product_id))
        .where(
          and(
            eq(caisseMenuStepProducts.restaurant_id, restaurantId),
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

export const ownedRefs = async (db: Db, restaurantId: string, taxId: string, productIds: string[]) => {
  const [tax, products] = await Promise.all([
    db
      .select({ id: caisseTaxes.id })
      .from(caisseTaxes)
      .where(and(eq(caisseTaxes.restaurant_id, restaurantId), eq(caisseTaxes.id, taxId))),
    productIds.length
      ? db
          .select({ id: caisseProducts.id })
          .from(caisseProducts)
          .where(and(eq(caisseProducts.restaurant_id, restaurantId), inArray(caisseProducts.id, productIds)))
      : Promise.resolve([]),
  ]);
  return { tax: tax.length > 0, products: new Set(products.map((p) => p.id)) };
};

const writeSteps = async (tx: Tx, restaurantId: string, menuId: string, steps: StepValues[]) => {
  await tx.delete(caisseMenuSteps).where(and(eq(caisseMenuSteps.restaurant_id, restaurantId), eq(caisseMenuSteps.menu_id, menuId)));
  for (const [position, step] of steps.entries()) {
    const [row] = await tx
      .insert(caisseMenuSteps)
      .values({
        restaurant_id: restaurantId,
        menu_id: menuId,
        position,
        title: step.title,
        min_choices: step.min_choices,
        max_choices: step.max_choices,
      })
      .returning({ id: caisseMenuSteps.id });
    const seen = new Set<string>();
    const products = step.products.filter((p) => !seen.has(p.product_id) && seen.add(p.product_id));
    await tx.insert(caisseMenuStepProducts).values(
      products.map((p, i) => ({
        restaurant_id: restaurantId,
        step_id: row.id,
        product_id: p.product_id,
        supplement_cents: p.supplement_cents,
        position: i,
      })),
    );
  }
};

export const insertMenu = (db: Db, restaurantId: string, values: MenuValues, steps: StepValues[]) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caisseMenus)
      .values({ ...values, restaurant_id: restaurantId })
      .returning({ id: caisseMenus.id });
    await writeSteps(tx, restaurantId, row.id, steps);
    return row.id;
  });

export const updateMenu = (db: Db, restaurantId: string, id: string, values: MenuValues, steps: StepValues[]) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(caisseMenus)
      .set({ ...values, updated_at: sql`now()` })
      .where(and(eq(caisseMenus.restaurant_id, restaurantId), eq(caisseMenus.id, id)))
      .returning({ id: caisseMenus.id });
    if (!row) return false;
    await writeSteps(tx, restaurantId, id, steps);
    return true;
  });

export const setPhoto = (db: Db, restaurantId: string, id: string, url: string | null) =>
  db.transaction(async (tx) => {
    const [old] = await tx
      .select({ photo_url: caisseMenus.photo_url })
      .from(caisseMenus)
      .where(and(eq(caisseMenus.restaurant_id, restaurantId), eq(caisseMenus.id, id)))
      .for('update');
    if (!old) return undefined;
    await tx
      .update(caisseMenus)
      .set({ photo_url: url, updated_at: sql`now()` })
      .where(and(eq(caisseMenus.restaurant_id, restaurantId), eq(caisseMenus.id, id)));
    return { previous: old.photo_url };
  });

export const deleteMenu = async (db: Db, restaurantId: string, id: string) =>
  (
    await db
      .delete(caisseMenus)
      .where(and(eq(caisseMenus.restaurant_id, restaurantId), eq(caisseMenus.id, id)))
      .returning({ id: caisseMenus.id, photo_url: caisseMenus.photo_url })
  )[0];
