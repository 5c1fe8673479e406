import {
  idParamsSchema,
  pageEnvelope,
  type StockProductData,
  stockPriceHistorySchema,
  stockProductDeletionSchema,
  stockProductInputSchema,
  stockProductQuerySchema,
  stockProductSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { isForeignKeyViolation, withConstraints } from '../../../lib/pg-errors';
import { CATALOGUE_ACCESS as access, CATALOGUE_BASE, catalogueTags as tags } from '../common';
import * as repo from './products-repository';

const NOT_FOUND = 'Produit de stock introuvable';
const MEANINGS = {
  stock_products_provider_reference_key: {
    status: 409 as const,
    message: 'Ce fournisseur a déjà un produit avec cette référence',
    field: 'reference',
  },
  stock_products_category_id_stock_categories_id_fk: {
    status: 422 as const,
    message: 'Cette catégorie n’existe pas',
    field: 'category_id',
  },
  stock_products_provider_id_stock_providers_id_fk: { status: 422 as const, message: 'Ce fournisseur n’existe pas', field: 'provider_id' },
};

export const getProduct = async (db: Db, id: string) => {
  const found = await repo.findProduct(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
};

const create = (db: Db, input: StockProductData) =>
  withConstraints(async () => getProduct(db, await repo.insertProduct(db, input)), MEANINGS);

const update = (db: Db, id: string, input: StockProductData) =>
  withConstraints(async () => {
    if (!(await repo.updateProduct(db, id, input))) throw notFound(NOT_FOUND);
    return getProduct(db, id);
  }, MEANINGS);

/**
 * Deletes a product nobody used; one that orders, inventories or recipes point at (their keys restrict the
 * delete) is archived instead: it leaves the mercuriale and the order forms, its history stays readable.
 */
const remove = async (db: Db, id: string) => {
  await getProduct(db, id);
  try {
    await repo.deleteProduct(db, id);
    return { outcome: 'deleted' as const };
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await repo.archiveProduct(db, id);
    return { outcome: 'archived' as const };
  }
};

export const productRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = `${CATALOGUE_BASE}/products`;
  app.get(base, {
    config: { access },
    schema: {
      tags,
      summary: 'Produits de stock (filtres fournisseur, catégorie, archivés)',
      querystring: stockProductQuerySchema,
      response: { 200: pageEnvelope(stockProductSchema) },
    },
    handler: (req) => repo.listProducts(db, req.query),
  });
  app.get(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Un produit de stock', params: idParamsSchema, response: { 200: stockProductSchema } },
    handler: (req) => getProduct(db, req.params.id),
  });
  app.get(`${base}/:id/prices`, {
    config: { access },
    schema: { tags, summary: 'Historique des prix d’un produit', params: idParamsSchema, response: { 200: stockPriceHistorySchema } },
    handler: async (req) => {
      await getProduct(db, req.params.id);
      return { data: await repo.priceHistory(db, req.params.id) };
    },
  });
  app.post(base, {
    config: { access },
    schema: { tags, summary: 'Créer un produit de stock', body: stockProductInputSchema, response: { 201: stockProductSchema } },
    handler: async (req, reply) => reply.code(201).send(await create(db, req.body)),
  });
  app.put(`${base}/:id`, {
    config: { access },
    schema: {
      tags,
      summary: 'Modifier un produit de stock (un nouveau prix garde l’ancien dans l’historique)',
      params: idParamsSchema,
      body: stockProductInputSchema,
      response: { 200: stockProductSchema },
    },
    handler: (req) => update(db, req.params.id, req.body),
  });
  app.delete(`${base}/:id`, {
    config: { access },
    schema: {
      tags,
      summary: 'Supprimer un produit de stock (archivé s’il est utilisé)',
      params: idParamsSchema,
      response: { 200: stockProductDeletionSchema },
    },
    handler: (req) => remove(db, req.params.id),
  });
};
