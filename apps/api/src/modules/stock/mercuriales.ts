import { type MercurialeRow, stockEndpoints as stock } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../lib/endpoints';
import { notFound } from '../../lib/http-errors';
import { iso } from '../../lib/iso';
import { pagedQuery } from '../../lib/paged-query';
import { restaurantScopedOf } from '../../lib/scoped-db';
import { inScope, tenantColumn } from '../../lib/tenant-scope';
import { priceHistory, unitPriceSql } from './catalogue/products-repository';
import { STOCK_ACCESS as access } from './common';

/**
 * The mercuriale: the catalogue's active products at their current provider price, with what this
 * restaurant last paid (its latest reception line), filtered by provider, category and search.
 */
export const mercurialeRoutes = (app: FastifyInstance, db: Db) => {
  route(app, stock.mercuriales, {
    access,
    handler: (req) => {
      const { db, scope } = restaurantScopedOf(req);
      const q = req.query;
      return pagedQuery<MercurialeRow>({
        db,
        query: q,
        select: sql`p.id, p.name, p.category_id, c.name as category_name, p.provider_id, pr.name as provider_name, p.unit, p.package_label,
          p.package_base_quantity, p.package_price_cents,
          ${unitPriceSql(sql`p.package_price_cents`, sql`p.package_base_quantity`, sql`p.unit`)} as unit_price_cents,
          p.vat_rate_bp, p.reference, p.allergens, pr.minimum_order_cents as provider_minimum_order_cents,
          last.package_price_cents as last_purchase_price_cents,
          case when last.received_at is null then null else ${iso(sql`last.received_at`)} end as last_purchase_at,
          ps.par_base_quantity, ps.storage_area,
          ${iso(sql`p.created_at`)} as created_at, ${iso(sql`p.updated_at`)} as updated_at`,
        from: sql`stock_products p join stock_categories c on c.id = p.category_id join stock_providers pr on pr.id = p.provider_id
          left join stock_product_settings ps on ${inScope(scope, tenantColumn('ps'))} and ps.product_id = p.id
          left join lateral (
            select rl.package_price_cents, rc.received_at from stock_reception_lines rl
            join stock_receptions rc on rc.restaurant_id = rl.restaurant_id and rc.id = rl.reception_id
            where ${inScope(scope, tenantColumn('rl'))} and rl.product_id = p.id order by rc.received_at desc limit 1) last on true`,
        where: [
          sql`p.archived_at is null`,
          q.provider_id ? sql`p.provider_id = ${q.provider_id}` : undefined,
          q.category_id ? sql`p.category_id = ${q.category_id}` : undefined,
        ],
        searchColumns: [sql`p.name`, sql`p.reference`],
        sortColumns: {
          name: sql`lower(p.name)`,
          provider_name: [sql`lower(pr.name)`, sql`lower(p.name)`],
          category_name: [sql`lower(c.name)`, sql`lower(p.name)`],
          unit_price_cents: sql`p.package_price_cents::numeric / p.package_base_quantity`,
        },
        tieBreaker: sql`p.id`,
      });
    },
  });
  route(app, stock.productPrices, {
    access,
    handler: async (req) => {
      const data = await priceHistory(db, req.params.id);
      if (!data.length) throw notFound('Produit de stock introuvable');
      return { data };
    },
  });
  // the filters of the restaurant's screens (providers and categories are the platform's, read-only here)
  route(app, stock.providers, {
    access,
    handler: async () => ({
      data: (
        await db.execute(sql`select p.id, p.name, p.contact_name, p.email, p.phone, p.address, p.delivery_days,
      p.lead_time_days, p.minimum_order_cents, (select count(*)::int from stock_products sp where sp.provider_id = p.id and sp.archived_at is null) as product_count,
      ${iso(sql`p.created_at`)} as created_at, ${iso(sql`p.updated_at`)} as updated_at from stock_providers p order by lower(p.name)`)
      ).rows as never,
    }),
  });
  route(app, stock.categories, {
    access,
    handler: async () => ({
      data: (
        await db.execute(sql`select c.id, c.name, 0 as product_count, ${iso(sql`c.created_at`)} as created_at,
      ${iso(sql`c.updated_at`)} as updated_at from stock_categories c order by lower(c.name)`)
      ).rows as never,
    }),
  });
};
