import type { FitfitModuleData, PageQuery } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../lib/http-errors';
import * as repo from './repository';

const CODE_TAKEN = 'Un module utilise déjà ce code';

export const list = (db: Db, q: PageQuery) => repo.list(db, q);

export const get = async (db: Db, id: string) => {
  const found = await repo.find(db, id);
  if (!found) throw notFound('Module introuvable');
  return found;
};

export const create = async (db: Db, input: FitfitModuleData) => {
  if (await repo.codeTaken(db, input.code_name)) throw conflict(CODE_TAKEN, { code_name: CODE_TAKEN });
  return get(db, await repo.insert(db, input));
};

export const update = async (db: Db, id: string, input: FitfitModuleData) => {
  const current = await get(db, id);
  if (await repo.codeTaken(db, input.code_name, id)) throw conflict(CODE_TAKEN, { code_name: CODE_TAKEN });
  if (current.code_name !== input.code_name && (await repo.assignmentsCount(db, id)) > 0) {
    const message = 'Le code d’un module attribué à des restaurants ne peut pas changer';
    throw conflict(message, { code_name: message });
  }
  await repo.update(db, id, input);
  return get(db, id);
};

export const remove = async (db: Db, id: string) => {
  await get(db, id);
  const used = await repo.assignmentsCount(db, id);
  if (used > 0) {
    throw conflict(`Impossible de supprimer ce module : il est attribué à ${used} restaurant${used > 1 ? 's' : ''}. Désactivez-le plutôt.`);
  }
  await repo.remove(db, id);
};
