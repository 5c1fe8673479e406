import { stockCatalogueEndpoints as catalogue, type StockProductData } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { notFound } from '../../../lib/http-errors';
import { isForeignKeyViolation, withConstraints } from '../../../lib/pg-errors';
import { CATALOGUE_ACCESS as access } from '../common';
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

export const productRoutes = (app: FastifyInstance, db: Db) => {
  route(app, catalogue.products, { access, handler: (req) => repo.listProducts(db, req.query) });
  route(app, catalogue.product, { access, handler: (req) => getProduct(db, req.params.id) });
  route(app, catalogue.productPrices, {
    access,
    handler: async (req) => {
      await getProduct(db, req.params.id);
      return { data: await repo.priceHistory(db, req.params.id) };
    },
  });
  route(app, catalogue.createProduct, { access, handler: (req) => create(db, req.body) });
  route(app, catalogue.updateProduct, { access, handler: (req) => update(db, req.params.id, req.body) });
  route(app, catalogue.deleteProduct, { access, handler: (req) => remove(db, req.params.id) });
};
