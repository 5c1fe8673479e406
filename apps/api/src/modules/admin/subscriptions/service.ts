import type { SubscriptionCreate, SubscriptionUpdate } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../lib/http-errors';
import { withConstraints } from '../../../lib/pg-errors';
import * as restaurants from '../restaurants/service';
import * as repo from './repository';

const NOT_FOUND = 'Cet abonnement n’existe pas';
const ALREADY = 'Ce restaurant a déjà un abonnement en cours : modifiez-le ou résiliez-le d’abord';
const CANCELED = 'Cet abonnement est résilié : créez-en un nouveau pour ce restaurant';

const get = async (db: Db, id: string) => {
  const found = await repo.find(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
};

/** Starts a subscription; the next invoice run bills it (PRODUCT §2). */
export const create = async (db: Db, input: SubscriptionCreate) => {
  const scope = await restaurants.scopeOf(db, input.restaurant_id);
  const id = await withConstraints(
    () =>
      repo.insert(db, {
        restaurant_id: scope.restaurantId,
        recurring: input.recurring,
        status: input.status,
        started_on: input.started_on,
      }),
    { restaurant_subscriptions_live_key: { status: 409, message: ALREADY, field: 'restaurant_id' } },
  );
  return get(db, id);
};

/** Changes the recurring and status of a subscription that is not canceled (409 once canceled). */
export const update = async (db: Db, id: string, input: SubscriptionUpdate) => {
  await get(db, id);
  if (!(await repo.updateLive(db, id, input))) throw conflict(CANCELED);
  return get(db, id);
};

/** Cancels (résilie) a subscription: it stays, dated, and is no longer billed. */
export const cancel = async (db: Db, id: string) => {
  await get(db, id);
  if (!(await repo.updateLive(db, id, { status: 'canceled', canceled_at: new Date() }))) throw conflict(CANCELED);
  return get(db, id);
};
