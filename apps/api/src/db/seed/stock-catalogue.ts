import type { Allergen } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { stockCategories, stockProducts, stockProviders } from '../schema';
import { demoCategories, demoProductLines, demoProviders } from './stock-catalogue-data';

const prefixes = { grossiste: 'HRD', boucher: 'BMF', primeur: 'PVL', boissons: 'CBL' } as const;

/**
 * The platform's stock catalogue (PRODUCT §9): four providers, twelve categories, about 150 products, and a
 * year of prices for each (a price list every quarter, drifting up as food prices do), in four statements.
 */
export const seedStockCatalogue = async (db: Db) =>
  db.transaction(async (tx) => {
    const providers = await tx
      .insert(stockProviders)
      .values(demoProviders.map(({ key: _key, delivery_days, ...p }) => ({ ...p, delivery_days: [...delivery_days] })))
      .returning({ id: stockProviders.id, name: stockProviders.name });
    const providerId = new Map(demoProviders.map((p, i) => [p.key, providers[i].id]));
    const categories = await tx
      .insert(stockCategories)
      .values(demoCategories.map((name) => ({ name })))
      .returning({ id: stockCategories.id, name: stockCategories.name });
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));
    const products = demoProviders.flatMap(({ key }) =>
      demoProductLines[key]
        .trim()
        .split('\n')
        .map((line, i) => {
          const [name, category, unit, label, quantity, price, vat, allergens] = line.split('|');
          const category_id = categoryId.get(category);
          if (!category_id) throw new Error(`stock demo: unknown category ${category}`);
          return {
            name,
            category_id,
            provider_id: providerId.get(key) as string,
            unit: unit as 'kg' | 'L' | 'piece',
            package_label: label,
            package_base_quantity: Number(quantity),
            package_price_cents: Number(price),
            vat_rate_bp: Number(vat),
            reference: `${prefixes[key]}-${String(i + 1).padStart(4, '0')}`,
            allergens: (allergens ? allergens.split(',') : []) as Allergen[],
          };
        }),
    );
    await tx.insert(stockProducts).values(products);
    // Quarterly price lists over the past year, each a little below the next; the last one is today's price.
    await tx.execute(sql`
      insert into stock_product_prices (product_id, package_price_cents, source, valid_from)
      select p.id,
        case when q = 0 then p.package_price_cents
          else round(p.package_price_cents * (1 - 0.012 * q - (abs(hashtext(p.id::text || q::text)) % 30) / 1000.0))::int end,
        'import', now() - make_interval(days => 90 * q + abs(hashtext(p.id::text)) % 7 + 1)
      from stock_products p, generate_series(0, 3) q`);
  });
