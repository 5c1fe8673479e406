import { frenchTaxes, type PageQuery, plural, type Tax, type TaxInput } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { withConstraints } from '../../../lib/pg-errors';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { nameTaken } from '../common';
import * as repo from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findTax>>>;
const NOT_FOUND = 'Taxe introuvable';
const NAME_TAKEN = nameTaken('caisse_taxes_restaurant_name_key', 'Une taxe');
// A product or a menu given this tax between the checks of deleteTax and its delete.
const STILL_USED = { status: 409, message: 'Cette taxe est utilisée par un produit ou un menu' } as const;
const toTax = (r: Row, products_count: number): Tax => ({
  id: r.id,
  name: r.name,
  rate_on_spot_bp: r.rate_on_spot_bp,
  rate_takeaway_bp: r.rate_takeaway_bp,
  rate_delivery_bp: r.rate_delivery_bp,
  products_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});
const productCount = async (db: Db, scope: RestaurantScope, id: string) => (await repo.productCounts(db, scope, [id])).get(id) ?? 0;

export const listTaxes = async (db: Db, scope: RestaurantScope, query: PageQuery) => {
  const page = await repo.listTaxes(db, scope, query);
  const counts = await repo.productCounts(
    db,
    scope,
    page.data.map((t) => t.id),
  );
  return { ...page, data: page.data.map((t) => toTax(t, counts.get(t.id) ?? 0)) };
};

export const getTax = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await repo.findTax(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return toTax(row, await productCount(db, scope, id));
};

export const createTax = (db: Db, scope: RestaurantScope, input: TaxInput) =>
  withConstraints(async () => toTax(await repo.insertTax(db, scope, input), 0), NAME_TAKEN);

export const updateTax = (db: Db, scope: RestaurantScope, id: string, input: TaxInput) =>
  withConstraints(async () => {
    const row = await repo.updateTax(db, scope, id, input);
    if (!row) throw notFound(NOT_FOUND);
    return toTax(row, await productCount(db, scope, id));
  }, NAME_TAKEN);

/** A rate used by a product or a menu cannot be deleted (409). */
export const deleteTax = async (db: Db, scope: RestaurantScope, id: string) => {
  if (!(await repo.findTax(db, scope, id))) throw notFound(NOT_FOUND);
  const used = await productCount(db, scope, id);
  if (used > 0)
    throw conflict(`Cette taxe est utilisée par ${plural(used, 'produit', 'produits')} : changez leur taxe avant de la supprimer`);
  if ((await repo.menuCount(db, scope, id)) > 0)
    throw conflict('Cette taxe est utilisée par un menu : changez sa taxe avant de la supprimer');
  await withConstraints(() => repo.deleteTax(db, scope, id), {
    caisse_products_tax_fk: STILL_USED,
    caisse_menus_tax_fk: STILL_USED,
  });
};

/** Creates the French VAT rates (`frenchTaxes` of the contracts) for a restaurant without any tax (409 otherwise). */
export const addFrenchTaxes = async (db: Db, scope: RestaurantScope): Promise<Tax[]> => {
  const rows = await repo.insertTaxesIfNone(db, scope, frenchTaxes);
  if (!rows) throw conflict('Ce restaurant a déjà des taux de TVA : ajoutez ou modifiez-les un par un depuis la liste des taxes');
  const order = new Map(frenchTaxes.map((t, i) => [t.name, i]));
  return rows.map((r) => toTax(r, 0)).sort((x, y) => (order.get(x.name) ?? 0) - (order.get(y.name) ?? 0));
};
