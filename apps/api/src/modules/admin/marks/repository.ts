import type { Mark, MarkData, PageQuery } from '@fitfit/contracts';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { marks, markUsers, restaurants, users } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';

/** A mark's rate in force this month: its history's (a row set for a later month takes effect on its own), else its own. */
export const rateNow = (column: 'royalty_rate_bp' | 'advertising_rate_bp') =>
  sql`coalesce((select h.${sql.raw(column)} from mark_rate_history h where h.mark_id = m.id
    and h.effective_month <= to_char(now() at time zone 'Europe/Paris', 'YYYY-MM') order by h.effective_month desc limit 1), m.${sql.raw(column)})`;

const columns = sql`m.id, m.name, m.logo_url, m.primary_color, ${rateNow('royalty_rate_bp')}::int as royalty_rate_bp,
  ${rateNow('advertising_rate_bp')}::int as advertising_rate_bp,
  (select count(*)::int from restaurants r where r.mark_id = m.id and r.deleted_at is null) as restaurants_count,
  ${iso(sql`m.created_at`)} as created_at`;

export const list = (db: Db, q: PageQuery) =>
  pagedQuery<Mark>({
    db,
    query: q,
    select: columns,
    from: sql`marks m`,
    searchColumns: [sql`m.name`],
    sortColumns: {
      name: sql`lower(m.name)`,
      created_at: sql`m.created_at`,
      royalty_rate_bp: sql`m.royalty_rate_bp`,
      restaurants_count: sql`restaurants_count`,
    },
    tieBreaker: sql`m.id`,
  });

export const find = async (db: Db, id: string) => {
  const { rows } = await db.execute<Mark>(sql`select ${columns} from marks m where m.id = ${id}`);
  return rows[0];
};

export const nameTaken = async (db: Db, name: string, exceptId?: string) => {
  const { rows } = await db.execute(
    sql`select 1 from marks where lower(name) = lower(${name}) and (${exceptId ?? null}::uuid is null or id <> ${exceptId ?? null}::uuid)`,
  );
  return rows.length > 0;
};

export const insert = async (db: Db, values: MarkData) => {
  const [row] = await db.insert(marks).values(values).returning({ id: marks.id });
  return row.id;
};

export const update = async (db: Db, id: string, values: MarkData) => {
  const rows = await db
    .update(marks)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(marks.id, id))
    .returning({ id: marks.id });
  return rows.length > 0;
};

export const activeRestaurantsCount = async (db: Db, id: string) => {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from restaurants where mark_id = ${id} and deleted_at is null`,
  );
  return rows[0].n;
};

/** Deletes a mark no active restaurant uses: deleted restaurants and franchisor links let go of it. */
export const remove = (db: Db, id: string) =>
  db.transaction(async (tx) => {
    await tx
      .update(restaurants)
      .set({ mark_id: null })
      .where(and(eq(restaurants.mark_id, id), isNotNull(restaurants.deleted_at)));
    await tx.delete(markUsers).where(eq(markUsers.mark_id, id));
    const rows = await tx.delete(marks).where(eq(marks.id, id)).returning({ id: marks.id });
    return rows.length > 0;
  });

/** Every franchisor account, with whether it is linked to the mark. */
export const franchisors = async (db: Db, markId: string) =>
  db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      linked: sql<boolean>`exists (select 1 from mark_users mu where mu.mark_id = ${markId} and mu.user_id = ${users.id})`,
    })
    .from(users)
    .where(and(eq(users.role, 'franchisor'), isNull(users.deleted_at)))
    .orderBy(users.last_name, users.first_name);

export const countFranchisors = async (db: Db, ids: string[]) => {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'franchisor'), isNull(users.deleted_at)));
  return rows.length;
};

export const setFranchisors = (db: Db, markId: string, ids: string[]) =>
  db.transaction(async (tx) => {
    await tx.delete(markUsers).where(eq(markUsers.mark_id, markId));
    if (ids.length) await tx.insert(markUsers).values(ids.map((user_id) => ({ mark_id: markId, user_id })));
  });
