import type { PageQuery, Product, ProductInput } from '@fitfit/contracts';
import { productInputSchema } from '@fitfit/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { withConstraints } from '../../../lib/pg-errors';
import type { FileStorage } from '../../../lib/storage/file-storage';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { clearPhoto, type PhotoOwner, removeImage, replacePhoto } from '../../../lib/uploads/images';
import * as repo from './repository';

const NOT_FOUND = 'Produit introuvable';
type Input = z.output<typeof productInputSchema>;

/** Products as the API answers them, with their tags and option groups. */
export const hydrate = async (db: Db, scope: RestaurantScope, rows: repo.JoinedRow[]) => {
  const ids = rows.map((r) => r.product.id);
  const [tagRows, groupRows] = await Promise.all([repo.tagsOf(db, scope, ids), repo.groupsOf(db, scope, ids)]);
  return rows.map((r) => {
    const p = r.product;
    const product: Product = {
      id: p.id,
      name: p.name,
      description: p.description,
      category_id: p.category_id,
      category_name: r.category_name,
      category_color: r.category_color,
      tax_id: p.tax_id,
      tax_name: r.tax_name,
      tags: tagRows.filter((t) => t.product_id === p.id).map(({ id, name, color }) => ({ id, name, color })),
      option_group_ids: groupRows.filter((g) => g.product_id === p.id).map((g) => g.id),
      price_on_spot_cents: p.price_on_spot_cents,
      price_takeaway_cents: p.price_takeaway_cents,
      price_delivery_cents: p.price_delivery_cents,
      allergens: p.allergens,
      available: p.available,
      position: p.position,
      sku: p.sku,
      barcode: p.barcode,
      photo_url: p.photo_url,
      created_at: iso(p.created_at),
      updated_at: iso(p.updated_at),
    };
    return {
      product,
      rates: { rate_on_spot_bp: r.rate_on_spot_bp, rate_takeaway_bp: r.rate_takeaway_bp, rate_delivery_bp: r.rate_delivery_bp },
    };
  });
};

export const listProducts = async (db: Db, scope: RestaurantScope, query: PageQuery & repo.ProductFilters) => {
  const page = await repo.listProducts(db, scope, query);
  return { ...page, data: (await hydrate(db, scope, page.data)).map((h) => h.product) };
};

export const getProduct = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await repo.findProduct(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return (await hydrate(db, scope, [row]))[0].product;
};

/** Category, tax, tags and option groups must be the restaurant's own (422 otherwise). */
const checkReferences = async (db: Db, scope: RestaurantScope, input: Input) => {
  const owned = await repo.ownedIds(db, scope, input);
  const fields: Record<string, string> = {};
  if (input.category_id && !owned.category) fields.category_id = "Cette catégorie n'existe pas dans ce restaurant";
  if (!owned.tax) fields.tax_id = "Cette taxe n'existe pas dans ce restaurant";
  if (input.tag_ids.some((t) => !owned.tags.has(t))) fields.tag_ids = "Une étiquette choisie n'existe pas dans ce restaurant";
  if (input.option_group_ids.some((g) => !owned.groups.has(g)))
    fields.option_group_ids = "Un groupe d'options choisi n'existe pas dans ce restaurant";
  const first = Object.values(fields)[0];
  if (first) throw unprocessable(first, fields);
};

const valuesOf = (input: Input): repo.ProductValues => ({
  name: input.name,
  description: input.description || null,
  category_id: input.category_id,
  tax_id: input.tax_id,
  price_on_spot_cents: input.price_on_spot_cents,
  price_takeaway_cents: input.price_takeaway_cents,
  price_delivery_cents: input.price_delivery_cents,
  allergens: [...new Set(input.allergens)],
  available: input.available,
  sku: input.sku || null,
  barcode: input.barcode || null,
});
const unique = (ids: string[]) => [...new Set(ids)];

export const createProduct = async (db: Db, scope: RestaurantScope, raw: ProductInput) => {
  const input = productInputSchema.parse(raw);
  await checkReferences(db, scope, input);
  const id = await repo.insertProduct(db, scope, valuesOf(input), unique(input.tag_ids), unique(input.option_group_ids));
  return getProduct(db, scope, id);
};

export const updateProduct = async (db: Db, scope: RestaurantScope, id: string, raw: ProductInput) => {
  const input = productInputSchema.parse(raw);
  if (!(await repo.findProduct(db, scope, id))) throw notFound(NOT_FOUND);
  await checkReferences(db, scope, input);
  if (!(await repo.updateProduct(db, scope, id, valuesOf(input), unique(input.tag_ids), unique(input.option_group_ids))))
    throw notFound(NOT_FOUND);
  return getProduct(db, scope, id);
};

export const setAvailability = async (db: Db, scope: RestaurantScope, id: string, available: boolean) => {
  if (!(await repo.setAvailability(db, scope, id, available))) throw notFound(NOT_FOUND);
  return getProduct(db, scope, id);
};

export const moveProduct = async (db: Db, scope: RestaurantScope, id: string, position: number) => {
  if (!(await repo.moveProduct(db, scope, id, position))) throw notFound(NOT_FOUND);
  return getProduct(db, scope, id);
};

export const deleteProduct = async (db: Db, storage: FileStorage, scope: RestaurantScope, id: string) => {
  if (!(await repo.findProduct(db, scope, id))) throw notFound(NOT_FOUND);
  const menus = await repo.usedInMenus(db, scope, id);
  const inMenu = 'Ce produit fait partie d’un menu : retirez-le du menu avant de le supprimer';
  if (menus > 0) throw conflict(inMenu);
  // a menu given this product between the check and the delete: its RESTRICT key refuses
  const deleted = await withConstraints(() => repo.deleteProduct(db, scope, id), {
    caisse_menu_step_products_product_fk: { status: 409, message: inMenu },
  });
  if (!deleted) throw notFound(NOT_FOUND);
  await removeImage(storage, deleted.photo_url);
};

const photoOwner = (db: Db, scope: RestaurantScope, id: string): PhotoOwner => ({
  exists: async () => Boolean(await repo.findProduct(db, scope, id)),
  setPhoto: (url) => repo.setPhoto(db, scope, id, url),
});

export const uploadPhoto = async (db: Db, storage: FileStorage, scope: RestaurantScope, id: string, request: FastifyRequest) => {
  await replacePhoto(storage, scope.restaurantId, request, photoOwner(db, scope, id), NOT_FOUND);
  return getProduct(db, scope, id);
};

export const deletePhoto = async (db: Db, storage: FileStorage, scope: RestaurantScope, id: string) => {
  await clearPhoto(storage, photoOwner(db, scope, id), NOT_FOUND);
  return getProduct(db, scope, id);
};
