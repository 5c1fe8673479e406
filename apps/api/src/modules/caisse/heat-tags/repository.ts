import type { PageQuery, TagInput } from '@fitfit/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseTags } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

const mine = (scope: RestaurantScope, id: string) => and(inScope(scope, caisseTags.restaurant_id), eq(caisseTags.id, id));

export const listTags = (db: Db, scope: RestaurantScope, query: PageQuery) =>
  pagedQuery({
    db,
    table: caisseTags,
    query,
    where: [inScope(scope, caisseTags.restaurant_id)],
    searchColumns: [caisseTags.name],
    sortColumns: { name: caisseTags.name, created_at: caisseTags.created_at },
    tieBreaker: caisseTags.id,
  });

export const findTag = async (db: Db, scope: RestaurantScope, id: string) => (await db.select().from(caisseTags).where(mine(scope, id)))[0];

export const insertTag = async (db: Db, scope: RestaurantScope, input: TagInput) =>
  (
    await db
      .insert(caisseTags)
      .values({ ...input, restaurant_id: scope.restaurantId })
      .returning()
  )[0];

export const updateTag = async (db: Db, scope: RestaurantScope, id: string, input: TagInput) =>
  (
    await db
      .update(caisseTags)
      .set({ ...input, updated_at: sql`now()` })
      .where(mine(scope, id))
      .returning()
  )[0];

export const deleteTag = async (db: Db, scope: RestaurantScope, id: string) =>
  (await db.delete(caisseTags).where(mine(scope, id)).returning({ id: caisseTags.id }))[0];
