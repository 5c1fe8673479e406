import {
  idParamsSchema,
  type PageQuery,
  pageEnvelope,
  pageQuerySchema,
  type StockCategory,
  type StockCategoryInput,
  stockCategoryInputSchema,
  stockCategorySchema,
} from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { stockCategories } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { withConstraints } from '../../../lib/pg-errors';
import { CATALOGUE_ACCESS as access, CATALOGUE_BASE, catalogueTags as tags } from '../common';

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
export const categoryRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = `${CATALOGUE_BASE}/categories`;
  app.get(base, {
    config: { access },
    schema: { tags, summary: 'Catégories de stock', querystring: pageQuerySchema, response: { 200: pageEnvelope(stockCategorySchema) } },
    handler: (req) => list(db, req.query),
  });
  app.get(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Une catégorie de stock', params: idParamsSchema, response: { 200: stockCategorySchema } },
    handler: (req) => find(db, req.params.id),
  });
  app.post(base, {
    config: { access },
    schema: { tags, summary: 'Créer une catégorie de stock', body: stockCategoryInputSchema, response: { 201: stockCategorySchema } },
    handler: async (req, reply) => reply.code(201).send(await create(db, req.body)),
  });
  app.put(`${base}/:id`, {
    config: { access },
    schema: {
      tags,
      summary: 'Modifier une catégorie de stock',
      params: idParamsSchema,
      body: stockCategoryInputSchema,
      response: { 200: stockCategorySchema },
    },
    handler: (req) => update(db, req.params.id, req.body),
  });
  app.delete(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Supprimer une catégorie de stock (refusé tant que des produits y sont rangés)', params: idParamsSchema },
    handler: async (req, reply) => {
      await remove(db, req.params.id);
      return reply.code(204).send();
    },
  });
};
