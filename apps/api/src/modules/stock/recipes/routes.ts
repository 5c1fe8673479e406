import {
  type Recipe,
  type RecipeData,
  type RecipeIngredientChoice,
  type RecipeSellable,
  type RecipeSummary,
  stockEndpoints as stock,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { stockRecipeIngredients, stockRecipeProducts } from '../../../db/schema';
import { RESTAURANT_ROLES } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { newId } from '../../../lib/ids';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { withConstraints } from '../../../lib/pg-errors';
import { inTransaction, restaurantScopedOf, type Scoped, type ScopedTx } from '../../../lib/scoped-db';
import { inScope, type RestaurantScope, tenantColumn } from '../../../lib/tenant-scope';
import { unitPriceSql } from '../catalogue/products-repository';

/**
 * Recipes are stock data (their ingredients are stock products) shown in the HACCP menu (SPEC /haccp/recipes):
 * a restaurant holding either module reaches them (docs/stock.md "Recipes").
 */
export const RECIPE_ACCESS = { roles: RESTAURANT_ROLES, restaurant: true, modules: ['fitfit_stocks', 'fitfit_haccp'] } as const;

const NOT_FOUND = 'Recette introuvable';
const MEANINGS = {
  stock_recipes_restaurant_name_key: { status: 409 as const, message: 'Une recette porte déjà ce nom', field: 'name' },
  stock_recipe_products_restaurant_id_caisse_product_id_pk: {
    status: 409 as const,
    message: 'Ce produit de la carte a déjà une recette',
    field: 'products',
  },
  stock_recipe_products_product_fk: { status: 422 as const, message: 'Ce produit de la carte n’existe pas', field: 'products' },
  stock_recipe_ingredients_product_id_stock_products_id_fk: {
    status: 422 as const,
    message: 'Cet ingrédient n’existe pas dans le catalogue',
    field: 'ingredients',
  },
};

/** The gross quantity of an ingredient (net / (1 − loss)) and its cost at a price per stock unit. */
const grossSql = sql`round(i.base_quantity::numeric / (1 - i.loss_bp / 10000.0))`;
const unitPrice = unitPriceSql(sql`sp.package_price_cents`, sql`sp.package_base_quantity`, sql`sp.unit`);
const costSql = sql`round(${grossSql} * ${unitPrice} / (case when sp.unit = 'piece' then 1 else 1000 end))`;

const summaryColumns = sql`rc.id, rc.name, rc.portions,
  (select count(*)::int from stock_recipe_ingredients i where i.restaurant_id = rc.restaurant_id and i.recipe_id = rc.id) as ingredient_count,
  coalesce((select array_agg(distinct a order by a) from stock_recipe_ingredients i join stock_products sp on sp.id = i.product_id
    cross join lateral unnest(sp.allergens) a where i.restaurant_id = rc.restaurant_id and i.recipe_id = rc.id), '{}') as allergens,
  coalesce((select sum(${costSql})::bigint from stock_recipe_ingredients i join stock_products sp on sp.id = i.product_id
    where i.restaurant_id = rc.restaurant_id and i.recipe_id = rc.id), 0)::int as cost_cents,
  coalesce((select array_agg(cp.name order by cp.name) from stock_recipe_products rp join caisse_products cp
    on cp.restaurant_id = rp.restaurant_id and cp.id = rp.caisse_product_id where rp.restaurant_id = rc.restaurant_id and rp.recipe_id = rc.id), '{}') as product_names,
  ${iso(sql`rc.updated_at`)} as updated_at`;

const withPortion = <T extends { cost_cents: number; portions: number }>(r: T) => ({
  ...r,
  cost_per_portion_cents: Math.round(r.cost_cents / r.portions),
});

/** Recipes take the request's scoped executor (lib/scoped-db.ts): the scope filters, the database restricts too. */
const findRecipe = async ({ db, scope }: Scoped<RestaurantScope>, id: string): Promise<Recipe> => {
  const { rows } = await db.execute<Omit<Recipe, 'ingredients' | 'products' | 'menus' | 'cost_per_portion_cents'>>(sql`
    select ${summaryColumns}, rc.steps, rc.note, ${iso(sql`rc.created_at`)} as created_at
    from stock_recipes rc where ${inScope(scope, tenantColumn('rc'))} and rc.id = ${id}`);
  if (!rows[0]) throw notFound(NOT_FOUND);
  // one query after the other: inside a transaction they share one connection
  const ingredients = await db.execute<Recipe['ingredients'][number]>(sql`
      select i.product_id, sp.name as product_name, sp.unit, i.base_quantity, i.loss_bp, ${grossSql}::int as gross_base_quantity,
        ${unitPrice} as unit_price_cents, ${costSql}::int as cost_cents, sp.allergens, sp.archived_at is not null as archived
      from stock_recipe_ingredients i join stock_products sp on sp.id = i.product_id
      where ${inScope(scope, tenantColumn('i'))} and i.recipe_id = ${id} order by i.position`);
  const products = await db.execute<Recipe['products'][number]>(sql`
      select rp.caisse_product_id, cp.name, rp.portions, cp.price_on_spot_cents
      from stock_recipe_products rp join caisse_products cp on cp.restaurant_id = rp.restaurant_id and cp.id = rp.caisse_product_id
      where ${inScope(scope, tenantColumn('rp'))} and rp.recipe_id = ${id} order by cp.name`);
  const menus = await db.execute<Recipe['menus'][number]>(sql`
      select distinct m.id, m.name from stock_recipe_products rp
      join caisse_menu_step_products sp on sp.restaurant_id = rp.restaurant_id and sp.product_id = rp.caisse_product_id
      join caisse_menu_steps st on st.restaurant_id = sp.restaurant_id and st.id = sp.step_id
      join caisse_menus m on m.restaurant_id = st.restaurant_id and m.id = st.menu_id
      where ${inScope(scope, tenantColumn('rp'))} and rp.recipe_id = ${id} order by m.name`);
  return withPortion({ ...rows[0], ingredients: ingredients.rows, products: products.rows, menus: menus.rows });
};

const writeChildren = async ({ db: tx, scope }: ScopedTx<RestaurantScope>, id: string, input: RecipeData) => {
  const rid = scope.restaurantId;
  if (new Set(input.ingredients.map((i) => i.product_id)).size !== input.ingredients.length)
    throw unprocessable('Un ingrédient ne peut figurer qu’une fois dans la recette', { ingredients: 'Ingrédient en double' });
  if (new Set(input.products.map((p) => p.caisse_product_id)).size !== input.products.length)
    throw unprocessable('Un produit de la carte ne peut être lié qu’une fois', { products: 'Produit en double' });
  await tx.execute(sql`delete from stock_recipe_ingredients where ${inScope(scope, tenantColumn())} and recipe_id = ${id}`);
  await tx.execute(sql`delete from stock_recipe_products where ${inScope(scope, tenantColumn())} and recipe_id = ${id}`);
  if (input.ingredients.length)
    await tx.insert(stockRecipeIngredients).values(
      input.ingredients.map((i, position) => ({
        id: newId(),
        restaurant_id: rid,
        recipe_id: id,
        product_id: i.product_id,
        position,
        base_quantity: i.base_quantity,
        loss_bp: i.loss_bp,
      })),
    );
  if (input.products.length)
    await tx
      .insert(stockRecipeProducts)
      .values(
        input.products.map((p) => ({ restaurant_id: rid, recipe_id: id, caisse_product_id: p.caisse_product_id, portions: p.portions })),
      );
};

export const recipeRoutes = (app: FastifyInstance, db: Db) => {
  const access = RECIPE_ACCESS;
  route(app, stock.recipes, {
    access,
    handler: async (req) => {
      const page = await pagedQuery<Omit<RecipeSummary, 'cost_per_portion_cents'>>({
        db: restaurantScopedOf(req).db,
        query: req.query,
        select: summaryColumns,
        from: sql`stock_recipes rc`,
        where: [inScope(restaurantScopedOf(req).scope, tenantColumn('rc'))],
        searchColumns: [sql`rc.name`],
        sortColumns: { name: sql`lower(rc.name)`, updated_at: sql`rc.updated_at`, portions: sql`rc.portions` },
        tieBreaker: sql`rc.id`,
      });
      return { ...page, data: page.data.map(withPortion) };
    },
  });
  route(app, stock.recipe, { access, handler: (req) => findRecipe(restaurantScopedOf(req), req.params.id) });
  route(app, stock.createRecipe, {
    access,
    handler: (req) => {
      const scoped = restaurantScopedOf(req);
      return withConstraints(
        () =>
          inTransaction(scoped, async (t) => {
            const { db: tx, scope } = t;
            const id = newId();
            const b = req.body;
            await tx.execute(sql`insert into stock_recipes (id, restaurant_id, name, portions, steps, note)
              values (${id}, ${scope.restaurantId}, ${b.name}, ${b.portions}, ${sql`array[${sql.join(
                b.steps.map((s) => sql`${s}`),
                sql`, `,
              )}]::text[]`}, ${b.note ?? null})`);
            await writeChildren(t, id, b);
            return findRecipe(t, id);
          }),
        MEANINGS,
      );
    },
  });
  route(app, stock.updateRecipe, {
    access,
    handler: (req) => {
      const scoped = restaurantScopedOf(req);
      return withConstraints(
        () =>
          inTransaction(scoped, async (t) => {
            const { db: tx, scope } = t;
            const b = req.body;
            const { rows } = await tx.execute(sql`update stock_recipes set name = ${b.name}, portions = ${b.portions},
              steps = ${sql`array[${sql.join(
                b.steps.map((s) => sql`${s}`),
                sql`, `,
              )}]::text[]`}, note = ${b.note ?? null}, updated_at = now()
              where ${inScope(scope, tenantColumn())} and id = ${req.params.id} returning id`);
            if (!rows.length) throw notFound(NOT_FOUND);
            await writeChildren(t, req.params.id, b);
            return findRecipe(t, req.params.id);
          }),
        MEANINGS,
      );
    },
  });
  route(app, stock.deleteRecipe, {
    access,
    handler: async (req) => {
      const { db, scope } = restaurantScopedOf(req);
      const { rows } = await withConstraints(
        () => db.execute(sql`delete from stock_recipes where ${inScope(scope, tenantColumn())} and id = ${req.params.id} returning id`),
        {},
      );
      if (!rows.length) throw notFound(NOT_FOUND);
    },
  });
  // lookups of the form
  route(app, stock.recipeIngredients, {
    access,
    handler: (req) =>
      pagedQuery<RecipeIngredientChoice>({
        db,
        query: req.query,
        select: sql`sp.id, sp.name, sp.unit, ${unitPrice} as unit_price_cents, c.name as category_name`,
        from: sql`stock_products sp join stock_categories c on c.id = sp.category_id`,
        where: [sql`sp.archived_at is null`],
        searchColumns: [sql`sp.name`, sql`c.name`],
        sortColumns: { name: sql`lower(sp.name)` },
        tieBreaker: sql`sp.id`,
      }),
  });
  route(app, stock.recipeSellables, {
    access,
    handler: async (req) => {
      const { db, scope } = restaurantScopedOf(req);
      const { rows } = await db.execute<RecipeSellable>(sql`
        select cp.id, cp.name, cp.price_on_spot_cents, rp.recipe_id from caisse_products cp
        left join stock_recipe_products rp on rp.restaurant_id = cp.restaurant_id and rp.caisse_product_id = cp.id
        where ${inScope(scope, tenantColumn('cp'))} order by lower(cp.name)`);
      return { data: rows };
    },
  });
};
