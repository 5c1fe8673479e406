import type { Tag, TagInput } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { iso, uniqueName } from '../common';
import * as repo from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findTag>>>;
const NOT_FOUND = 'Étiquette introuvable';
const toTag = (r: Row): Tag => ({ id: r.id, name: r.name, color: r.color, created_at: iso(r.created_at), updated_at: iso(r.updated_at) });
const normalise = (input: TagInput): TagInput => ({ name: input.name, color: input.color.toLowerCase() });

export const listTags = async (db: Db, restaurantId: string, query: Parameters<typeof repo.listTags>[2]) => {
  const page = await repo.listTags(db, restaurantId, query);
  return { ...page, data: page.data.map(toTag) };
};

export const getTag = async (db: Db, restaurantId: string, id: string) => {
  const row = await repo.findTag(db, restaurantId, id);
  if (!row) throw notFound(NOT_FOUND);
  return toTag(row);
};

export const createTag = (db: Db, restaurantId: string, input: TagInput) =>
  uniqueName('Une étiquette', async () => toTag(await repo.insertTag(db, restaurantId, normalise(input))));

export const updateTag = (db: Db, restaurantId: string, id: string, input: TagInput) =>
  uniqueName('Une étiquette', async () => {
    const row = await repo.updateTag(db, restaurantId, id, normalise(input));
    if (!row) throw notFound(NOT_FOUND);
    return toTag(row);
  });

export const deleteTag = async (db: Db, restaurantId: string, id: string) => {
  if (!(await repo.deleteTag(db, restaurantId, id))) throw notFound(NOT_FOUND);
};
