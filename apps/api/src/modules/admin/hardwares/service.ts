import type { HardwareData, PageQuery } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../lib/http-errors';
import * as repo from './repository';

const NOT_FOUND = 'Matériel introuvable';

export const list = (db: Db, q: PageQuery & { kind?: string }) => repo.list(db, q);

export const get = async (db: Db, id: string) => {
  const found = await repo.find(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
};

export const create = async (db: Db, input: HardwareData) => get(db, await repo.insert(db, input));

export const update = async (db: Db, id: string, input: HardwareData) => {
  if (!(await repo.update(db, id, input))) throw notFound(NOT_FOUND);
  return get(db, id);
};

export const remove = async (db: Db, id: string) => {
  await get(db, id);
  const { installed, total } = await repo.installations(db, id);
  if (installed > 0) {
    throw conflict(
      `Impossible de supprimer ce matériel : il est installé dans ${installed} restaurant${installed > 1 ? 's' : ''}. Retirez-le d’abord.`,
    );
  }
  if (total > 0) throw conflict('Impossible de supprimer ce matériel : il figure dans l’historique d’installation d’un restaurant.');
  await repo.remove(db, id);
};
