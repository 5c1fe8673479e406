import type { PageQuery, TerminalPartnerData } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import * as repo from './repository';

const NOT_FOUND = 'Partenaire introuvable';

export const list = (db: Db, q: PageQuery & { kind?: string }) => repo.list(db, q);

export const get = async (db: Db, id: string) => {
  const found = await repo.find(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
};

export const create = async (db: Db, input: TerminalPartnerData) => get(db, await repo.insert(db, input));

export const update = async (db: Db, id: string, input: TerminalPartnerData) => {
  if (!(await repo.update(db, id, input))) throw notFound(NOT_FOUND);
  return get(db, id);
};

export const remove = async (db: Db, id: string) => {
  if (!(await repo.remove(db, id))) throw notFound(NOT_FOUND);
};
