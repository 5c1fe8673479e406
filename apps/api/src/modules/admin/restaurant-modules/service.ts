import { type ModuleAssignmentData, type ModuleAssignmentUpdateData, RANGE_ORDER_MESSAGE } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import type { Scoped } from '../../../lib/scoped-db';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import * as repo from './repository';

const NOT_FOUND = 'Ce module n’est pas attribué à ce restaurant';

export const list = async ({ db, scope }: Scoped<RestaurantScope, Db>) => {
  return repo.list(db, scope);
};

const get = async (db: Db, scope: RestaurantScope, id: string) => {
  const found = await repo.find(db, scope, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
};

export const add = async ({ db, scope }: Scoped<RestaurantScope, Db>, input: ModuleAssignmentData) => {
  if (!(await repo.moduleExists(db, input.fitfit_module_id))) {
    throw unprocessable('Ce module n’existe pas', { fitfit_module_id: 'Ce module n’existe pas' });
  }
  const id = await repo.insert(db, {
    restaurant_id: scope.restaurantId,
    fitfit_module_id: input.fitfit_module_id,
    ...(input.starts_on ? { starts_on: input.starts_on } : {}),
    ends_on: input.ends_on,
    price_cents_override: input.price_cents_override ?? null,
  });
  if (!id) {
    const message = 'Ce restaurant a déjà ce module : modifiez ses dates plutôt';
    throw conflict(message, { fitfit_module_id: message });
  }
  return get(db, scope, id);
};

export const update = async ({ db, scope }: Scoped<RestaurantScope, Db>, id: string, input: ModuleAssignmentUpdateData) => {
  const current = await get(db, scope, id);
  const startsOn = input.starts_on ?? current.starts_on;
  // the schema compares the two dates it was sent; an end alone is compared with the stored start here
  if (input.ends_on && input.ends_on < startsOn) throw unprocessable(RANGE_ORDER_MESSAGE, { ends_on: RANGE_ORDER_MESSAGE });
  await repo.update(db, scope, id, {
    starts_on: startsOn,
    ends_on: input.ends_on,
    price_cents_override: input.price_cents_override ?? null,
  });
  return get(db, scope, id);
};

export const remove = async ({ db, scope }: Scoped<RestaurantScope, Db>, id: string) => {
  if (!(await repo.remove(db, scope, id))) throw notFound(NOT_FOUND);
};
