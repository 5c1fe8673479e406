import type { Menu, MenuInput, PageQuery } from '@fitfit/contracts';
import { menuInputSchema } from '@fitfit/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import type { FileStorage } from '../../../lib/storage/file-storage';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { clearPhoto, type PhotoOwner, removeImage, replacePhoto } from '../../../lib/uploads/images';
import * as repo from './repository';

const NOT_FOUND = 'Menu introuvable';
type Row = NonNullable<Awaited<ReturnType<typeof repo.findMenu>>>;

/** Hours of the 7 weekdays (Sunday 0 … Saturday 6), a missing day being closed; ranges sorted. */
const normaliseHours = (hours: MenuInput['hours'] = []) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const day = hours.find((d) => d.weekday === weekday);
    if (!day || day.closed || day.ranges.length === 0) return { weekday, closed: true, ranges: [] };
    return { weekday, closed: false, ranges: [...day.ranges].sort((a, b) => a.start.localeCompare(b.start)) };
  });

const checkHours = (hours: ReturnType<typeof normaliseHours>) => {
  for (const day of hours) {
    for (let i = 1; i < day.ranges.length; i++) {
      if (day.ranges[i].start < day.ranges[i - 1].end) {
        const message = 'Les plages horaires d’un même jour ne doivent pas se chevaucher';
        throw unprocessable(message, { hours: message });
      }
    }
  }
};

export const hydrate = async (db: Db, scope: RestaurantScope, rows: Row[]): Promise<Menu[]> => {
  const { steps, products } = await repo.stepsOf(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    tax_id: r.tax_id,
    price_on_spot_cents: r.price_on_spot_cents,
    price_takeaway_cents: r.price_takeaway_cents,
    price_delivery_cents: r.price_delivery_cents,
    active: r.active,
    photo_url: r.photo_url,
    hours: normaliseHours(r.hours),
    steps: steps
      .filter((s) => s.menu_id === r.id)
      .map((s) => ({
        id: s.id,
        title: s.title,
        position: s.position,
        min_choices: s.min_choices,
        max_choices: s.max_choices,
        products: products
          .filter((p) => p.step_id === s.id)
          .map(({ product_id, product_name, supplement_cents }) => ({ product_id, product_name, supplement_cents })),
      })),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
};

export const listMenus = async (db: Db, scope: RestaurantScope, query: PageQuery & { active?: 'true' | 'false' }) => {
  const page = await repo.listMenus(db, scope, query);
  return { ...page, data: await hydrate(db, scope, page.data) };
};

export const getMenu = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await repo.findMenu(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return (await hydrate(db, scope, [row]))[0];
};

const prepare = async (db: Db, scope: RestaurantScope, raw: MenuInput) => {
  const input = menuInputSchema.parse(raw);
  const productIds = input.steps.flatMap((s) => s.products.map((p) => p.product_id));
  const owned = await repo.ownedRefs(db, scope, input.tax_id, productIds);
  if (!owned.tax)
    throw unprocessable("Cette taxe n'existe pas dans ce restaurant", { tax_id: "Cette taxe n'existe pas dans ce restaurant" });
  if (productIds.some((p) => !owned.products.has(p))) {
    const message = "Un produit d'une étape n'existe pas dans ce restaurant";
    throw unprocessable(message, { steps: message });
  }
  for (const step of input.steps) {
    if (step.min_choices > step.products.length) {
      const message = `L'étape « ${step.title} » demande plus de choix qu'elle ne propose de produits`;
      throw unprocessable(message, { steps: message });
    }
  }
  const hours = normaliseHours(input.hours);
  checkHours(hours);
  const values: repo.MenuValues = {
    name: input.name,
    description: input.description || null,
    tax_id: input.tax_id,
    price_on_spot_cents: input.price_on_spot_cents,
    price_takeaway_cents: input.price_takeaway_cents,
    price_delivery_cents: input.price_delivery_cents,
    active: input.active,
    hours,
  };
  return { values, steps: input.steps };
};

export const createMenu = async (db: Db, scope: RestaurantScope, raw: MenuInput) => {
  const { values, steps } = await prepare(db, scope, raw);
  return getMenu(db, scope, await repo.insertMenu(db, scope, values, steps));
};

export const updateMenu = async (db: Db, scope: RestaurantScope, id: string, raw: MenuInput) => {
  if (!(await repo.findMenu(db, scope, id))) throw notFound(NOT_FOUND);
  const { values, steps } = await prepare(db, scope, raw);
  if (!(await repo.updateMenu(db, scope, id, values, steps))) throw notFound(NOT_FOUND);
  return getMenu(db, scope, id);
};

export const deleteMenu = async (db: Db, storage: FileStorage, scope: RestaurantScope, id: string) => {
  const deleted = await repo.deleteMenu(db, scope, id);
  if (!deleted) throw notFound(NOT_FOUND);
  await removeImage(storage, deleted.photo_url);
};

const photoOwner = (db: Db, scope: RestaurantScope, id: string): PhotoOwner => ({
  exists: async () => Boolean(await repo.findMenu(db, scope, id)),
  setPhoto: (url) => repo.setPhoto(db, scope, id, url),
});

export const uploadPhoto = async (db: Db, storage: FileStorage, scope: RestaurantScope, id: string, request: FastifyRequest) => {
  await replacePhoto(storage, scope.restaurantId, request, photoOwner(db, scope, id), NOT_FOUND);
  return getMenu(db, scope, id);
};

export const deletePhoto = async (db: Db, storage: FileStorage, scope: RestaurantScope, id: string) => {
  await clearPhoto(storage, photoOwner(db, scope, id), NOT_FOUND);
  return getMenu(db, scope, id);
};
