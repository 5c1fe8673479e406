import { type CaisseRoleInput, type PageQuery, posPermissions } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../lib/http-errors';
import { isForeignKeyViolation, isUniqueViolation } from '../pg-errors';
import * as repo from './repository';

const NAME_MAX = 80;
export const roleNotFound = () => notFound('Rôle introuvable');
const nameTaken = (name: string) => {
  const message = `Un rôle nommé « ${name} » existe déjà dans ce restaurant`;
  return conflict(message, { name: message });
};
export const usersLabel = (n: number) => `${n} utilisateur${n > 1 ? 's' : ''} caisse`;
const inUse = (name: string, users: number) =>
  conflict(`Impossible de supprimer le rôle « ${name} » : il est attribué à ${usersLabel(users)}. Attribuez-leur un autre rôle d'abord.`);

/** Permissions once each, in the catalogue's order. */
const normalise = (input: CaisseRoleInput): CaisseRoleInput => ({
  name: input.name.trim(),
  permissions: posPermissions.filter((p) => input.permissions.includes(p)),
});

const guardName = async <T>(name: string, write: () => Promise<T>) => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'caisse_roles_restaurant_name_key')) throw nameTaken(name);
    throw error;
  }
};

export const list = (db: Db, restaurantId: string, query: PageQuery) => repo.list(db, restaurantId, query);

export const get = async (db: Db, restaurantId: string, id: string) => {
  const role = await repo.find(db, restaurantId, id);
  if (!role) throw roleNotFound();
  return role;
};

export const create = async (db: Db, restaurantId: string, input: CaisseRoleInput) => {
  const values = normalise(input);
  const id = await guardName(values.name, () => repo.insert(db, restaurantId, values));
  return get(db, restaurantId, id);
};

export const update = async (db: Db, restaurantId: string, id: string, input: CaisseRoleInput) => {
  const values = normalise(input);
  const found = await guardName(values.name, () => repo.update(db, restaurantId, id, values));
  if (!found) throw roleNotFound();
  return get(db, restaurantId, id);
};

/** "Copie de <nom>", then "Copie de <nom> (2)", (3)… until the name is free; same permissions. */
export const duplicate = async (db: Db, restaurantId: string, id: string) => {
  const source = await get(db, restaurantId, id);
  const base = `Copie de ${source.name}`;
  const taken = await repo.namesStartingWith(db, restaurantId, base.slice(0, NAME_MAX - 5));
  let name = base.slice(0, NAME_MAX);
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, NAME_MAX - suffix.length)}${suffix}`;
  }
  return create(db, restaurantId, { name, permissions: source.permissions });
};

export const remove = async (db: Db, restaurantId: string, id: string) => {
  const role = await get(db, restaurantId, id);
  if (role.users_count > 0) throw inUse(role.name, role.users_count);
  try {
    if (!(await repo.remove(db, restaurantId, id))) throw roleNotFound();
  } catch (error) {
    // a POS user was given this role between the check and the delete
    if (isForeignKeyViolation(error, 'caisse_pos_users_role_fk')) throw inUse(role.name, (await get(db, restaurantId, id)).users_count);
    throw error;
  }
};
