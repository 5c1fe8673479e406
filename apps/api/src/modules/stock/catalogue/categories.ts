import { stockCatalogueEndpoints as catalogue, type PageQuery, type StockCategory, type StockCategoryInput } from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { stockCategories } from '../../../db/schema';
import { route } from '../../../lib/endpoints';
import { conflict, notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { withConstraints } from '../../../lib/pg-errors';
import { CATALOGUE_ACCESS as access } from '../common';

const NOT_FOUND = 'Catégorie introuvable';
const NAME_TAKEN = { stock_categories_name_key: { status: 409 as const, message: 'Une catégorie porte déjà ce nom', field: 'name' } };

const columns = sql`c.id, c.name, (select count(*)::int from stock_products sp where sp.category_id = c.id) as product_count,
  ${iso(sql`c.created_at`)} as created_at, ${iso(sql`c.updated_at`)} as updated_at`;

const list = (db: Db, query: PageQuery) =>
  pagedQuery<StockCategory>({
    db,
    query,
    select: columns,
    from: sql`stock_categories c`,
    searchColumns: [sql`c.name`],
    sortColumns: { name: sql`lower(c.name)`, created_at: sql`c.created_at` },
    tieBreaker: sql`c.id`,
  });

const find = async (db: Db, id: string) => {
  const { rows } = await db.execute<StockCategory>(sql`select ${columns} from stock_categories c where c.id = ${id}`);
  if (!rows[0]) throw notFound(NOT_FOUND);
  return rows[0];
};

const create = (db: Db, input: StockCategoryInput) =>
  withConstraints(async () => {
    const [row] = await db.insert(stockCategories).values(input).returning({ id: stockCategories.id });
    return find(db, row.id);
  }, NAME_TAKEN);

const update = (db: Db, id: string, input: StockCategoryInput) =>
  withConstraints(async () => {
    const rows = await db
      .update(stockCategories)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(stockCategories.id, id))
      .returning({ id: stockCategories.id });
    if (!rows.length) throw notFound(NOT_FOUND);
    return find(db, id);
  }, NAME_TAKEN);

const remove = async (db: Db, id: string) => {
  const category = await find(db, id);
  if (category.product_count > 0)
    throw conflict(
      `Impossible de supprimer cette catégorie : ${category.product_count} produit${category.product_count > 1 ? 's' : ''} du catalogue y sont rangés.`,
    );
  await db.delete(stockCategories).where(eq(stockCategories.id, id));
};

/** Categories of the stock catalogue (épicerie, viandes, fruits et légumes…). */
export const categoryRoutes = (app: FastifyInstance, db: Db) => {
  route(app, catalogue.categories, { access, handler: (req) => list(db, req.query) });
  route(app, catalogue.category, { access, handler: (req) => find(db, req.params.id) });
  route(app, catalogue.createCategory, { access, handler: (req) => create(db, req.body) });
  route(app, catalogue.updateCategory, { access, handler: (req) => update(db, req.params.id, req.body) });
  route(app, catalogue.deleteCategory, { access, handler: (req) => remove(db, req.params.id) });
};
