import { stockCatalogueEndpoints as catalogue, type PageQuery, type StockProvider, type StockProviderData } from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { stockProviders } from '../../../db/schema';
import { route } from '../../../lib/endpoints';
import { conflict, notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { withConstraints } from '../../../lib/pg-errors';
import { CATALOGUE_ACCESS as access } from '../common';

const NOT_FOUND = 'Fournisseur introuvable';
const NAME_TAKEN = { stock_providers_name_key: { status: 409 as const, message: 'Un fournisseur porte déjà ce nom', field: 'name' } };

const columns = sql`p.id, p.name, p.contact_name, p.email, p.phone, p.address, p.delivery_days, p.lead_time_days,
  p.minimum_order_cents, (select count(*)::int from stock_products sp where sp.provider_id = p.id) as product_count,
  ${iso(sql`p.created_at`)} as created_at, ${iso(sql`p.updated_at`)} as updated_at`;

const list = (db: Db, query: PageQuery) =>
  pagedQuery<StockProvider>({
    db,
    query,
    select: columns,
    from: sql`stock_providers p`,
    searchColumns: [sql`p.name`, sql`p.contact_name`, sql`p.email`],
    sortColumns: { name: sql`lower(p.name)`, lead_time_days: sql`p.lead_time_days`, created_at: sql`p.created_at` },
    tieBreaker: sql`p.id`,
  });

export const findProvider = async (db: Db, id: string) => {
  const { rows } = await db.execute<StockProvider>(sql`select ${columns} from stock_providers p where p.id = ${id}`);
  if (!rows[0]) throw notFound(NOT_FOUND);
  return rows[0];
};

const create = (db: Db, input: StockProviderData) =>
  withConstraints(async () => {
    const [row] = await db.insert(stockProviders).values(input).returning({ id: stockProviders.id });
    return findProvider(db, row.id);
  }, NAME_TAKEN);

const update = (db: Db, id: string, input: StockProviderData) =>
  withConstraints(async () => {
    const rows = await db
      .update(stockProviders)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(stockProviders.id, id))
      .returning({ id: stockProviders.id });
    if (!rows.length) throw notFound(NOT_FOUND);
    return findProvider(db, id);
  }, NAME_TAKEN);

const remove = async (db: Db, id: string) => {
  const provider = await findProvider(db, id);
  if (provider.product_count > 0)
    throw conflict(
      `Impossible de supprimer ce fournisseur : ${provider.product_count} produit${provider.product_count > 1 ? 's' : ''} du catalogue en dépendent.`,
    );
  await db.delete(stockProviders).where(eq(stockProviders.id, id));
};

/** Providers of the stock catalogue: contact, ordering e-mail, delivery days, lead time, minimum order. */
export const providerRoutes = (app: FastifyInstance, db: Db) => {
  route(app, catalogue.providers, { access, handler: (req) => list(db, req.query) });
  route(app, catalogue.provider, { access, handler: (req) => findProvider(db, req.params.id) });
  route(app, catalogue.createProvider, { access, handler: (req) => create(db, req.body) });
  route(app, catalogue.updateProvider, { access, handler: (req) => update(db, req.params.id, req.body) });
  route(app, catalogue.deleteProvider, { access, handler: (req) => remove(db, req.params.id) });
};
