import { frenchTaxes, type PageQuery, type Tax, type TaxInput } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../lib/http-errors';
import { isForeignKeyViolation, iso, uniqueName } from '../common';
import * as repo from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findTax>>>;
const NOT_FOUND = 'Taxe introuvable';
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

export const listTaxes = async (db: Db, restaurantId: string, query: PageQuery) => {
  const page = await repo.listTaxes(db, restaurantId, query);
  const counts = await repo.productCounts(
    db,
    restaurantId,
    page.data.map((t) => t.id),
  );
  return { ...page, data: page.data.map((t) => toTax(t, counts.get(t.id) ?? 0)) };
};

export const getTax = async (db: Db, restaurantId: string, id: string) => {
  const row = await repo.findTax(db, restaurantId, id);
  if (!row) throw notFound(NOT_FOUND);
  return toTax(row, (await repo.productCounts(db, restaurantId, [id])).get(id) ?? 0);
};

export const createTax = (db: Db, restaurantId: string, input: TaxInput) =>
  uniqueName('Une taxe', async () => toTax(await repo.insertTax(db, restaurantId, input), 0));

export const updateTax = (db: Db, restaurantId: string, id: string, input: TaxInput) =>
  uniqueName('Une taxe', async () => {
    const row = await repo.updateTax(db, restaurantId, id, input);
    if (!row) throw notFound(NOT_FOUND);
    return toTax(row, (await repo.productCounts(db, restaurantId, [id])).get(id) ?? 0);
  });

/** A rate used by a product or a menu cannot be deleted (409). */
export const deleteTax = async (db: Db, restaurantId: string, id: string) => {
  if (!(await repo.findTax(db, restaurantId, id))) throw notFound(NOT_FOUND);
  const used = (await repo.productCounts(db, restaurantId, [id])).get(id) ?? 0;
  if (used > 0) throw conflict(`Cette taxe est utilisée par ${used} produit(s) : changez leur taxe avant de la supprimer`);
  if ((await repo.menuCount(db, restaurantId, id)) > 0)
    throw conflict('Cette taxe est utilisée par un menu : changez sa taxe avant de la supprimer');
  try {
    await repo.deleteTax(db, restaurantId, id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('Cette taxe est utilisée par un produit ou un menu');
    throw error;
  }
};

/** Creates the French VAT rates (`frenchTaxes` of the contracts) for a restaurant without any tax (409 otherwise). */
export const addFrenchTaxes = async (db: Db, restaurantId: string): Promise<Tax[]> => {
  const rows = await repo.insertTaxesIfNone(db, restaurantId, frenchTaxes);
  if (!rows) throw conflict('Ce restaurant a déjà des taux de TVA : ajoutez ou modifiez-les un par un depuis la liste des taxes');
  const order = new Map(frenchTaxes.map((t, i) => [t.name, i]));
  return rows.map((r) => toTax(r, 0)).sort((x, y) => (order.get(x.name) ?? 0) - (order.get(y.name) ?? 0));
};
