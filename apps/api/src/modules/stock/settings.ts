import { type StockProductSetting, stockEndpoints as stock } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../lib/endpoints';
import { notFound } from '../../lib/http-errors';
import { restaurantScopeOf } from '../../lib/tenant-scope';
import { STOCK_ACCESS as access } from './common';

/** A restaurant's settings of a product: its par level (suggested orders) and its storage area (inventories). */
export const productSettingRoutes = (app: FastifyInstance, db: Db) => {
  route(app, stock.saveProductSetting, {
    access,
    handler: async (req) => {
      const { restaurantId } = restaurantScopeOf(req);
      const b = req.body;
      const { rows: product } = await db.execute(sql`select 1 from stock_products where id = ${req.params.productId}`);
      if (!product.length) throw notFound('Produit introuvable');
      const { rows } = await db.execute<StockProductSetting>(sql`
        insert into stock_product_settings (restaurant_id, product_id, storage_area, par_base_quantity)
        values (${restaurantId}, ${req.params.productId}, ${b.storage_area ?? null}, ${b.par_base_quantity ?? null})
        on conflict (restaurant_id, product_id) do update set
          storage_area = ${b.storage_area === undefined ? sql`stock_product_settings.storage_area` : sql`excluded.storage_area`},
          par_base_quantity = ${b.par_base_quantity === undefined ? sql`stock_product_settings.par_base_quantity` : sql`excluded.par_base_quantity`},
          updated_at = now()
        returning product_id, storage_area, par_base_quantity`);
      return rows[0];
    },
  });
};
