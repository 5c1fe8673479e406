import type { ModuleAssignmentData, ModuleAssignmentUpdateData } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import * as restaurants from '../restaurants/service';
import * as repo from './repository';

const NOT_FOUND = 'Ce module n’est pas attribué à ce restaurant';

export const list = async (db: Db, restaurantId: string) => {
  await restaurants.get(db, restaurantId);
  return repo.list(db, restaurantId);
};

const get = async (db: Db, restaurantId: string, id: string) => {
  const found = await repo.find(db, restaurantId, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
};

export const add = async (db: Db, restaurantId: string, input: ModuleAssignmentData) => {
  await restaurants.get(db, restaurantId);
  if (!(await repo.moduleExists(db, input.fitfit_module_id))) {
    throw unprocessable('Ce module n’existe pas', { fitfit_module_id: 'Ce module n’existe pas' });
  }
  const id = await repo.insert(db, {
    restaurant_id: restaurantId,
    fitfit_module_id: input.fitfit_module_id,
    ...(input.starts_on ? { starts_on: input.starts_on } : {}),
    ends_on: input.ends_on,
    price_cents_override: input.price_cents_override ?? null,
  });
  if (!id) {
    const message = 'Ce restaurant a déjà ce module : modifiez ses dates plutôt';
    throw conflict(message, { fitfit_module_id: message });
  }
  return get(db, restaurantId, id);
};

export const update = async (db: Db, restaurantId: string, id: string, input: ModuleAssignmentUpdateData) => {
  await restaurants.get(db, restaurantId);
  const current = await get(db, restaurantId, id);
  const startsOn = input.starts_on ?? current.starts_on;
  if (input.ends_on && input.ends_on < startsOn) {
    const message = 'La date de fin doit être postérieure à la date de début';
    throw unprocessable(message, { ends_on: message });
  }
  await repo.update(db, restaurantId, id, {
    starts_on: startsOn,
    ends_on: input.ends_on,
    price_cents_override: input.price_cents_override ?? null,
  });
  return get(db, restaurantId, id);
};

export const remove = async (db: Db, restaurantId: string, id: string) => {
  await restaurants.get(db, restaurantId);
  if (!(await repo.remove(db, restaurantId, id))) throw notFound(NOT_FOUND);
};
