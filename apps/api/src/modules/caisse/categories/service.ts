import type { Category, CategoryInput, PageQuery } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { withConstraints } from '../../../lib/pg-errors';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { nameTaken } from '../common';
import * as repo from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findCategory>>>;
const NOT_FOUND = 'Catégorie introuvable';
const NAME_TAKEN = nameTaken('caisse_categories_restaurant_name_key', 'Une catégorie');
const toCategory = (r: Row, products_count: number): Category => ({
  id: r.id,
  name: r.name,
  color: r.color,
  position: r.position,
  products_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});
const count = async (db: Db, scope: RestaurantScope, id: string) => (await repo.productCounts(db, scope, [id])).get(id) ?? 0;

export const listCategories = async (db: Db, scope: RestaurantScope, query: PageQuery) => {
  const page = await repo.listCategories(db, scope, query);
  const counts = await repo.productCounts(
    db,
    scope,
    page.data.map((c) => c.id),
  );
  return { ...page, data: page.data.map((c) => toCategory(c, counts.get(c.id) ?? 0)) };
};

export const getCategory = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await repo.findCategory(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return toCategory(row, await count(db, scope, id));
};

export const createCategory = (db: Db, scope: RestaurantScope, input: CategoryInput) =>
  withConstraints(
    async () => toCategory(await repo.insertCategory(db, scope, { ...input, color: input.color.toLowerCase() }), 0),
    NAME_TAKEN,
  );

export const updateCategory = (db: Db, scope: RestaurantScope, id: string, input: CategoryInput) =>
  withConstraints(async () => {
    const row = await repo.updateCategory(db, scope, id, { ...input, color: input.color.toLowerCase() });
    if (!row) throw notFound(NOT_FOUND);
    return toCategory(row, await count(db, scope, id));
  }, NAME_TAKEN);

/** Deleting a category keeps its products, which become "sans catégorie". */
export const deleteCategory = async (db: Db, scope: RestaurantScope, id: string) => {
  if (!(await repo.deleteCategory(db, scope, id))) throw notFound(NOT_FOUND);
};
