import type { Category, CategoryInput, PageQuery } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { iso, uniqueName } from '../common';
import * as repo from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findCategory>>>;
const NOT_FOUND = 'Catégorie introuvable';
const toCategory = (r: Row, products_count: number): Category => ({
  id: r.id,
  name: r.name,
  color: r.color,
  position: r.position,
  products_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});
const count = async (db: Db, restaurantId: string, id: string) => (await repo.productCounts(db, restaurantId, [id])).get(id) ?? 0;

export const listCategories = async (db: Db, restaurantId: string, query: PageQuery) => {
  const page = await repo.listCategories(db, restaurantId, query);
  const counts = await repo.productCounts(
    db,
    restaurantId,
    page.data.map((c) => c.id),
  );
  return { ...page, data: page.data.map((c) => toCategory(c, counts.get(c.id) ?? 0)) };
};

export const getCategory = async (db: Db, restaurantId: string, id: string) => {
  const row = await repo.findCategory(db, restaurantId, id);
  if (!row) throw notFound(NOT_FOUND);
  return toCategory(row, await count(db, restaurantId, id));
};

export const createCategory = (db: Db, restaurantId: string, input: CategoryInput) =>
  uniqueName('Une catégorie', async () =>
    toCategory(await repo.insertCategory(db, restaurantId, { ...input, color: input.color.toLowerCase() }), 0),
  );

export const updateCategory = (db: Db, restaurantId: string, id: string, input: CategoryInput) =>
  uniqueName('Une catégorie', async () => {
    const row = await repo.updateCategory(db, restaurantId, id, { ...input, color: input.color.toLowerCase() });
    if (!row) throw notFound(NOT_FOUND);
    return toCategory(row, await count(db, restaurantId, id));
  });

/** Deleting a category keeps its products, which become "sans catégorie". */
export const deleteCategory = async (db: Db, restaurantId: string, id: string) => {
  if (!(await repo.deleteCategory(db, restaurantId, id))) throw notFound(NOT_FOUND);
};
