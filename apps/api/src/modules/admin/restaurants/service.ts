import type { AdminRestaurantData, PageQuery } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import type { SessionUser } from '../../../lib/access';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { platformScoped, type Scoped } from '../../../lib/scoped-db';
import { platformScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { recordRestaurantChanges, restaurantBefore } from '../../restaurant';
import * as repo from './repository';

export const RESTAURANT_NOT_FOUND = 'Ce restaurant n’existe pas ou a été supprimé';

export const list = (db: Db, q: PageQuery & repo.RestaurantFilters) => repo.list(db, q);

export const get = async (db: Db, id: string) => {
  const found = await repo.find(db, id);
  if (!found) throw notFound(RESTAURANT_NOT_FOUND);
  return found;
};

/** The scope of a restaurant the admin works on, once it is known to exist (404 otherwise). */
export const scopeOf = async (db: Db, id: string): Promise<RestaurantScope> => {
  await get(db, id);
  return platformScope(id);
};

/**
 * The scoped executor of a restaurant the admin works on, once it is known to exist (404 otherwise): its screens'
 * queries are restricted to that restaurant by the database too, not only by their filters.
 */
export const scopedOf = async (db: Db, id: string): Promise<Scoped<RestaurantScope, Db>> => {
  await get(db, id);
  return platformScoped(db, id);
};

/** The restaurant with its restorers and subscription (read-only here). */
export const detail = async (db: Db, id: string) => {
  const restaurant = await get(db, id);
  const scoped = platformScoped(db, id);
  const [users, subscription] = await Promise.all([repo.restorers(scoped), repo.latestSubscription(scoped)]);
  return { restaurant, users, subscription };
};

const checkMark = async (db: Db, markId: string | null) => {
  if (markId && !(await repo.markExists(db, markId))) {
    throw unprocessable('Cette marque n’existe pas', { mark_id: 'Cette marque n’existe pas' });
  }
};

export const create = async (db: Db, input: AdminRestaurantData) => {
  await checkMark(db, input.mark_id);
  return get(db, await repo.insert(db, input));
};

/** The admin's edit: a new fiscal identity or clock is kept and journaled as an owner's is (restaurant module). */
export const update = async (db: Db, id: string, input: AdminRestaurantData, user: SessionUser) => {
  await get(db, id);
  await checkMark(db, input.mark_id);
  const scope = platformScope(id);
  await db.transaction(async (tx) => {
    const before = await restaurantBefore(tx, scope);
    if (!before) throw notFound(RESTAURANT_NOT_FOUND);
    await repo.update(tx, id, input);
    await recordRestaurantChanges(tx, scope, before, user);
  });
  return get(db, id);
};

export const remove = async (db: Db, id: string) => {
  if (!(await repo.softDelete(db, id))) throw notFound(RESTAURANT_NOT_FOUND);
};
