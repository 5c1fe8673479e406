import type { PageQuery, TagInput } from '@fitfit/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseTags } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';

export const listTags = (db: Db, restaurantId: string, query: PageQuery) =>
  pagedQuery({
    db,
    table: caisseTags,
    query,
    where: [eq(caisseTags.restaurant_id, restaurantId)],
    searchColumns: [caisseTags.name],
    sortColumns: { name: caisseTags.name, created_at: caisseTags.created_at },
  });

export const findTag = async (db: Db, restaurantId: string, id: string) =>
  (
    await db
      .select()
      .from(caisseTags)
      .where(and(eq(caisseTags.restaurant_id, restaurantId), eq(caisseTags.id, id)))
  )[0];

export const insertTag = async (db: Db, restaurantId: string, input: TagInput) =>
  (
    await db
      .insert(caisseTags)
      .values({ ...input, restaurant_id: restaurantId })
      .returning()
  )[0];

export const updateTag = async (db: Db, restaurantId: string, id: string, input: TagInput) =>
  (
    await db
      .update(caisseTags)
      .set({ ...input, updated_at: sql`now()` })
      .where(and(eq(caisseTags.restaurant_id, restaurantId), eq(caisseTags.id, id)))
      .returning()
  )[0];

export const deleteTag = async (db: Db, restaurantId: string, id: string) =>
  (
    await db
      .delete(caisseTags)
      .where(and(eq(caisseTags.restaurant_id, restaurantId), eq(caisseTags.id, id)))
      .returning({ id: caisseTags.id })
  )[0];
