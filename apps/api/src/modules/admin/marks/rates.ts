import type { MarkRate, MarkRateInput } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { markRateHistory, marks } from '../../../db/schema';
import { iso } from '../../../lib/iso';

/** The month of an instant on the product's clock (rates are set for calendar months, France). */
export const monthOf = (at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(at).slice(0, 7);

export type RateRow = {
  mark_id: string;
  effective_month: string;
  royalty_rate_bp: number;
  advertising_rate_bp: number;
};

/**
 * The rates of `month` among a mark's history (sorted by month): the latest row from that month or before, else the
 * first row (the rates before the history began), else null (the mark keeps no history: its own columns apply).
 */
export const rateIn = <T extends RateRow>(history: readonly T[], month: string): T | null => {
  let found: T | null = null;
  for (const r of history) if (r.effective_month <= month) found = r;
  return found ?? history[0] ?? null;
};

/** The histories of the given marks, by mark, each sorted by month. */
export const rateHistories = async (db: Db, markIds: readonly string[]) => {
  const byMark = new Map<string, RateRow[]>();
  if (!markIds.length) return byMark;
  const { rows } = await db.execute<RateRow>(
    sql`select mark_id, effective_month, royalty_rate_bp, advertising_rate_bp from mark_rate_history
        where mark_id in (${sql.join(
          markIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by mark_id, effective_month`,
  );
  for (const r of rows) byMark.set(r.mark_id, [...(byMark.get(r.mark_id) ?? []), r]);
  return byMark;
};

/** A mark's history, newest month first, with who set each rate and which one is in force this month. */
export const listRates = async (db: Db, markId: string): Promise<MarkRate[]> => {
  const { rows } = await db.execute<Omit<MarkRate, 'current'> & { mark_id: string }>(
    sql`select h.id, h.mark_id, h.effective_month, h.royalty_rate_bp, h.advertising_rate_bp, ${iso(sql`h.created_at`)} as created_at,
          case when u.id is null then null else u.first_name || ' ' || u.last_name end as created_by_name
        from mark_rate_history h left join users u on u.id = h.created_by_user_id
        where h.mark_id = ${markId} order by h.effective_month`,
  );
  const now = rateIn(rows, monthOf());
  return rows.map(({ mark_id: _, ...r }) => ({ ...r, current: r.id === now?.id })).reverse();
};

/**
 * Sets the rates of a mark from `effective_month` on (replacing that month's if set), in one transaction. The first
 * time, the rates the mark had are kept as the history's first row (from its creation month) so that the months
 * before the change keep them. The mark's columns then take the rates in force this month.
 */
export const setRate = (db: Db, markId: string, input: Required<MarkRateInput>, userId: string | null) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ royalty_rate_bp: number; advertising_rate_bp: number; created_month: string; rows: number }>(
      sql`select royalty_rate_bp, advertising_rate_bp, to_char(created_at at time zone 'Europe/Paris', 'YYYY-MM') as created_month,
            (select count(*)::int from mark_rate_history h where h.mark_id = m.id) as rows
          from marks m where m.id = ${markId} for update`,
    );
    const mark = rows[0];
    if (!mark) return false;
    if (!mark.rows && input.effective_month > mark.created_month)
      await tx.insert(markRateHistory).values({
        mark_id: markId,
        effective_month: mark.created_month,
        royalty_rate_bp: mark.royalty_rate_bp,
        advertising_rate_bp: mark.advertising_rate_bp,
        created_by_user_id: userId,
      });
    await tx
      .insert(markRateHistory)
      .values({ mark_id: markId, ...input, created_by_user_id: userId })
      .onConflictDoUpdate({
        target: [markRateHistory.mark_id, markRateHistory.effective_month],
        set: {
          royalty_rate_bp: input.royalty_rate_bp,
          advertising_rate_bp: input.advertising_rate_bp,
          created_by_user_id: userId,
          created_at: sql`now()`,
        },
      });
    const history = (await rateHistories(tx as unknown as Db, [markId])).get(markId) ?? [];
    const now = rateIn(history, monthOf());
    if (now)
      await tx
        .update(marks)
        .set({ royalty_rate_bp: now.royalty_rate_bp, advertising_rate_bp: now.advertising_rate_bp, updated_at: sql`now()` })
        .where(sql`${marks.id} = ${markId}`);
    return true;
  });
