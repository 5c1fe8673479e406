import type { PosUserPin, posUserCreateSchema, posUserUpdateSchema } from '@fitfit/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { hashPassword } from '../../../lib/passwords';
import { withConstraints } from '../../../lib/pg-errors';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import * as repo from './repository';

type Create = z.output<typeof posUserCreateSchema>;
type Update = z.output<typeof posUserUpdateSchema>;

const userNotFound = () => notFound('Utilisateur caisse introuvable');
const UNKNOWN_ROLE = "Le rôle choisi n'existe pas dans ce restaurant";

/** The role must be one of this restaurant's (also enforced by the (restaurant_id, role_id) foreign key). */
const guardRole = async <T>(db: Db, scope: RestaurantScope, roleId: string, write: () => Promise<T>) => {
  if (!(await repo.roleExists(db, scope, roleId))) throw unprocessable(UNKNOWN_ROLE, { role_id: UNKNOWN_ROLE });
  return withConstraints(write, { caisse_pos_users_role_fk: { status: 422, message: UNKNOWN_ROLE, field: 'role_id' } });
};

const fields = (input: Update) => ({
  first_name: input.first_name.trim(),
  last_name: input.last_name.trim(),
  role_id: input.role_id,
  active: input.active,
});

export const list = repo.list;

export const get = async (db: Db, scope: RestaurantScope, id: string) => {
  const user = await repo.find(db, scope, id);
  if (!user) throw userNotFound();
  return user;
};

export const create = async (db: Db, scope: RestaurantScope, input: Create) => {
  const pin_hash = await hashPassword(input.pin);
  const id = await guardRole(db, scope, input.role_id, () => repo.insert(db, scope, { ...fields(input), pin_hash }));
  return get(db, scope, id);
};

export const update = async (db: Db, scope: RestaurantScope, id: string, input: Update) => {
  await get(db, scope, id); // 404 before the role check: another restaurant's user stays unknown
  const found = await guardRole(db, scope, input.role_id, () => repo.update(db, scope, id, fields(input)));
  if (!found) throw userNotFound();
  return get(db, scope, id);
};

export const changePin = async (db: Db, scope: RestaurantScope, id: string, input: PosUserPin) => {
  await get(db, scope, id);
  if (!(await repo.setPinHash(db, scope, id, await hashPassword(input.pin)))) throw userNotFound();
  return get(db, scope, id);
};

export const remove = async (db: Db, scope: RestaurantScope, id: string) => {
  if (!(await repo.remove(db, scope, id))) throw userNotFound();
};
