import { type CaisseRoleInput, type PageQuery, posPermissions } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../lib/http-errors';
import { isForeignKeyViolation, withConstraints } from '../../../lib/pg-errors';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import * as repo from './repository';

const NAME_MAX = 80;
export const roleNotFound = () => notFound('Rôle introuvable');
const nameTaken = (name: string) => ({
  caisse_roles_restaurant_name_key: {
    status: 409,
    message: `Un rôle nommé « ${name} » existe déjà dans ce restaurant`,
    field: 'name',
  } as const,
});
export const usersLabel = (n: number) => `${n} utilisateur${n > 1 ? 's' : ''} caisse`;
const inUse = (name: string, users: number) =>
  conflict(`Impossible de supprimer le rôle « ${name} » : il est attribué à ${usersLabel(users)}. Attribuez-leur un autre rôle d'abord.`);

/** Permissions once each, in the catalogue's order. */
const normalise = (input: CaisseRoleInput): CaisseRoleInput => ({
  name: input.name.trim(),
  permissions: posPermissions.filter((p) => input.permissions.includes(p)),
});

export const list = (db: Db, scope: RestaurantScope, query: PageQuery) => repo.list(db, scope, query);

export const get = async (db: Db, scope: RestaurantScope, id: string) => {
  const role = await repo.find(db, scope, id);
  if (!role) throw roleNotFound();
  return role;
};

export const create = async (db: Db, scope: RestaurantScope, input: CaisseRoleInput) => {
  const values = normalise(input);
  const id = await withConstraints(() => repo.insert(db, scope, values), nameTaken(values.name));
  return get(db, scope, id);
};

export const update = async (db: Db, scope: RestaurantScope, id: string, input: CaisseRoleInput) => {
  const values = normalise(input);
  const found = await withConstraints(() => repo.update(db, scope, id, values), nameTaken(values.name));
  if (!found) throw roleNotFound();
  return get(db, scope, id);
};

/** "Copie de <nom>", then "Copie de <nom> (2)", (3)… until the name is free; same permissions. */
export const duplicate = async (db: Db, scope: RestaurantScope, id: string) => {
  const source = await get(db, scope, id);
  const base = `Copie de ${source.name}`;
  const taken = await repo.namesStartingWith(db, scope, base.slice(0, NAME_MAX - 5));
  let name = base.slice(0, NAME_MAX);
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, NAME_MAX - suffix.length)}${suffix}`;
  }
  return create(db, scope, { name, permissions: source.permissions });
};

export const remove = async (db: Db, scope: RestaurantScope, id: string) => {
  const role = await get(db, scope, id);
  if (role.users_count > 0) throw inUse(role.name, role.users_count);
  try {
    if (!(await repo.remove(db, scope, id))) throw roleNotFound();
  } catch (error) {
    // a POS user was given this role between the check and the delete
    if (isForeignKeyViolation(error, 'caisse_pos_users_role_fk')) throw inUse(role.name, (await get(db, scope, id)).users_count);
    throw error;
  }
};
