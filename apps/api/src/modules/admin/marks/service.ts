import type { MarkData, MarkRateInput, PageQuery } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import { listRates, monthOf, setRate } from './rates';
import * as repo from './repository';

const NOT_FOUND = 'Marque introuvable';
const NAME_TAKEN = 'Une marque porte déjà ce nom';

export const list = (db: Db, q: PageQuery) => repo.list(db, q);

export const get = async (db: Db, id: string) => {
  const mark = await repo.find(db, id);
  if (!mark) throw notFound(NOT_FOUND);
  return mark;
};

export const create = async (db: Db, input: MarkData) => {
  if (await repo.nameTaken(db, input.name)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
  return get(db, await repo.insert(db, input));
};

/** Edits a mark; new rates apply from this month on (the history keeps the earlier months' rates). */
export const update = async (db: Db, id: string, input: MarkData, userId: string | null = null) => {
  const before = await get(db, id);
  if (await repo.nameTaken(db, input.name, id)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
  if (before.royalty_rate_bp !== input.royalty_rate_bp || before.advertising_rate_bp !== input.advertising_rate_bp)
    // before the mark's columns change: the history's first row keeps the rates it had
    await setRate(
      db,
      id,
      { effective_month: monthOf(), royalty_rate_bp: input.royalty_rate_bp, advertising_rate_bp: input.advertising_rate_bp },
      userId,
    );
  await repo.update(db, id, input);
  return get(db, id);
};

export const rates = async (db: Db, id: string) => {
  await get(db, id);
  return listRates(db, id);
};

/** A new rate from a month on: the royalties of that month and later use it, earlier months keep theirs. */
export const addRate = async (db: Db, id: string, input: Required<MarkRateInput>, userId: string | null) => {
  await get(db, id);
  await setRate(db, id, input, userId);
  return listRates(db, id);
};

export const remove = async (db: Db, id: string) => {
  await get(db, id);
  const used = await repo.activeRestaurantsCount(db, id);
  if (used > 0) {
    throw conflict(
      `Impossible de supprimer cette marque : ${used} restaurant${used > 1 ? 's l’utilisent' : ' l’utilise'}. Changez d’abord leur marque.`,
    );
  }
  await repo.remove(db, id);
};

export const franchisors = async (db: Db, id: string) => {
  await get(db, id);
  return repo.franchisors(db, id);
};

export const setFranchisors = async (db: Db, id: string, userIds: string[]) => {
  await get(db, id);
  const ids = [...new Set(userIds)];
  if ((await repo.countFranchisors(db, ids)) !== ids.length) {
    const message = 'Seuls des comptes franchiseurs actifs peuvent être liés à une marque';
    throw unprocessable(message, { user_ids: message });
  }
  await repo.setFranchisors(db, id, ids);
  return repo.franchisors(db, id);
};
