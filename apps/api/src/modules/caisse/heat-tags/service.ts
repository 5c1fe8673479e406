import type { Tag, TagInput } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { withConstraints } from '../../../lib/pg-errors';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { nameTaken } from '../common';
import * as repo from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findTag>>>;
const NOT_FOUND = 'Étiquette introuvable';
const NAME_TAKEN = nameTaken('caisse_tags_restaurant_name_key', 'Une étiquette');
const toTag = (r: Row): Tag => ({ id: r.id, name: r.name, color: r.color, created_at: iso(r.created_at), updated_at: iso(r.updated_at) });
const normalise = (input: TagInput): TagInput => ({ name: input.name, color: input.color.toLowerCase() });

export const listTags = async (db: Db, scope: RestaurantScope, query: Parameters<typeof repo.listTags>[2]) => {
  const page = await repo.listTags(db, scope, query);
  return { ...page, data: page.data.map(toTag) };
};

export const getTag = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await repo.findTag(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return toTag(row);
};

export const createTag = (db: Db, scope: RestaurantScope, input: TagInput) =>
  withConstraints(async () => toTag(await repo.insertTag(db, scope, normalise(input))), NAME_TAKEN);

export const updateTag = (db: Db, scope: RestaurantScope, id: string, input: TagInput) =>
  withConstraints(async () => {
    const row = await repo.updateTag(db, scope, id, normalise(input));
    if (!row) throw notFound(NOT_FOUND);
    return toTag(row);
  }, NAME_TAKEN);

export const deleteTag = async (db: Db, scope: RestaurantScope, id: string) => {
  if (!(await repo.deleteTag(db, scope, id))) throw notFound(NOT_FOUND);
};
