import type { PosUserPin, posUserCreateSchema, posUserUpdateSchema } from '@fitfit/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { hashPassword } from '../../../lib/passwords';
import { isForeignKeyViolation } from '../pg-errors';
import * as repo from './repository';

type Create = z.output<typeof posUserCreateSchema>;
type Update = z.output<typeof posUserUpdateSchema>;

const userNotFound = () => notFound('Utilisateur caisse introuvable');
const unknownRole = () => {
  const message = "Le rôle choisi n'existe pas dans ce restaurant";
  return unprocessable(message, { role_id: message });
};

/** The role must be one of this restaurant's (also enforced by the (restaurant_id, role_id) foreign key). */
const guardRole = async <T>(db: Db, restaurantId: string, roleId: string, write: () => Promise<T>) => {
  if (!(await repo.roleExists(db, restaurantId, roleId))) throw unknownRole();
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error, 'caisse_pos_users_role_fk')) throw unknownRole();
    throw error;
  }
};

const fields = (input: Update) => ({
  first_name: input.first_name.trim(),
  last_name: input.last_name.trim(),
  role_id: input.role_id,
  active: input.active,
});

export const list = repo.list;

export const get = async (db: Db, restaurantId: string, id: string) => {
  const user = await repo.find(db, restaurantId, id);
  if (!user) throw userNotFound();
  return user;
};

export const create = async (db: Db, restaurantId: string, input: Create) => {
  const pin_hash = await hashPassword(input.pin);
  const id = await guardRole(db, restaurantId, input.role_id, () => repo.insert(db, restaurantId, { ...fields(input), pin_hash }));
  return get(db, restaurantId, id);
};

export const update = async (db: Db, restaurantId: string, id: string, input: Update) => {
  await get(db, restaurantId, id); // 404 before the role check: another restaurant's user stays unknown
  const found = await guardRole(db, restaurantId, input.role_id, () => repo.update(db, restaurantId, id, fields(input)));
  if (!found) throw userNotFound();
  return get(db, restaurantId, id);
};

export const changePin = async (db: Db, restaurantId: string, id: string, input: PosUserPin) => {
  await get(db, restaurantId, id);
  if (!(await repo.setPinHash(db, restaurantId, id, await hashPassword(input.pin)))) throw userNotFound();
  return get(db, restaurantId, id);
};

export const remove = async (db: Db, restaurantId: string, id: string) => {
  if (!(await repo.remove(db, restaurantId, id))) throw userNotFound();
};
