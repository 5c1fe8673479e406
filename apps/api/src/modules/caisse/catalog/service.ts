import { createHash } from 'node:crypto';
import type { Catalog } from '@fitfit/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseCategories, caisseTags, caisseTaxes } from '../../../db/schema';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import * as menuRepo from '../menus/repository';
import * as menus from '../menus/service';
import * as options from '../options/service';
import * as productRepo from '../products/repository';
import * as products from '../products/service';

type ChoiceFigures = Omit<
  Catalog['menus'][number]['steps'][number]['products'][number],
  'product_id' | 'product_name' | 'supplement_cents'
>;

/** The whole card of a restaurant, as its POS terminals receive it (no timestamps: the ETag follows content). */
export const buildCatalog = async (db: Db, scope: RestaurantScope): Promise<Catalog> => {
  const [categories, taxes, tags, groups, productRows, menuRows] = await Promise.all([
    db
      .select({ id: caisseCategories.id, name: caisseCategories.name, color: caisseCategories.color, position: caisseCategories.position })
      .from(caisseCategories)
      .where(inScope(scope, caisseCategories.restaurant_id))
      .orderBy(asc(caisseCategories.position), asc(caisseCategories.name)),
    db
      .select({
        id: caisseTaxes.id,
        name: caisseTaxes.name,
        rate_on_spot_bp: caisseTaxes.rate_on_spot_bp,
        rate_takeaway_bp: caisseTaxes.rate_takeaway_bp,
        rate_delivery_bp: caisseTaxes.rate_delivery_bp,
      })
      .from(caisseTaxes)
      .where(inScope(scope, caisseTaxes.restaurant_id))
      .orderBy(asc(caisseTaxes.name)),
    db
      .select({ id: caisseTags.id, name: caisseTags.name, color: caisseTags.color })
      .from(caisseTags)
      .where(inScope(scope, caisseTags.restaurant_id))
      .orderBy(asc(caisseTags.name)),
    options.allGroups(db, scope),
    productRepo.allProducts(db, scope),
    menuRepo.allMenus(db, scope),
  ]);
  const hydrated = await products.hydrate(db, scope, productRows);
  const fullMenus = await menus.hydrate(db, scope, menuRows);
  const choice = new Map(
    hydrated.map(({ product: p, rates }) => [
      p.id,
      {
        price_on_spot_cents: p.price_on_spot_cents,
        price_takeaway_cents: p.price_takeaway_cents,
        price_delivery_cents: p.price_delivery_cents,
        ...rates,
      },
    ]),
  );
  return {
    restaurant_id: scope.restaurantId,
    categories,
    taxes,
    tags,
    option_groups: groups.map(({ created_at, updated_at, ...g }) => g),
    products: hydrated.map(({ product, rates }) => {
      const { created_at, updated_at, category_name, category_color, tax_name, ...p } = product;
      return { ...p, ...rates };
    }),
    menus: fullMenus.map(({ created_at, updated_at, ...m }) => ({
      ...m,
      // a step only offers products of the same card, so each is in `choice`
      steps: m.steps.map((s) => ({ ...s, products: s.products.map((p) => ({ ...p, ...(choice.get(p.product_id) as ChoiceFigures) })) })),
    })),
  };
};

/** JSON body and its strong ETag (SHA-256 of the exact bytes sent). */
export const catalogBody = async (db: Db, scope: RestaurantScope) => {
  const body = JSON.stringify(await buildCatalog(db, scope));
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  return { body, etag };
};

/** If-None-Match matches (strong comparison; `*` matches anything). */
export const matches = (header: string | undefined, etag: string) =>
  header?.split(',').some((t) => t.trim() === etag || t.trim() === '*') ?? false;
