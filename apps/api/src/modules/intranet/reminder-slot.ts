import { plural, REMINDER_INTERVAL_MINUTES } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/http-errors';

/**
 * Takes the reminder slot of an announcement or a campaign — at most one reminder each REMINDER_INTERVAL_MINUTES,
 * whoever of its authors asks — atomically, by one `update`, before anything is sent; refuses (409) with the minutes
 * left otherwise. `also` sets more columns with the slot (the announcement's sender).
 */
export const takeReminderSlot = async (
  db: Db,
  table: 'intranet_announcements' | 'intranet_campaigns',
  id: string,
  what: string,
  also: SQL = sql``,
) => {
  const { rows } = await db.execute<{ id: string }>(sql`update ${sql.identifier(table)} set reminded_at = now() ${also}
    where id = ${id}
      and (reminded_at is null or reminded_at <= now() - make_interval(mins => ${REMINDER_INTERVAL_MINUTES}))
    returning id`);
  if (rows[0]) return;
  const { rows: last } = await db.execute<{ minutes: number }>(sql`select greatest(1, ceil(extract(epoch from
      reminded_at + make_interval(mins => ${REMINDER_INTERVAL_MINUTES}) - now()) / 60))::int as minutes
    from ${sql.identifier(table)} where id = ${id}`);
  const minutes = last[0]?.minutes ?? REMINDER_INTERVAL_MINUTES;
  throw conflict(
    `Un rappel a déjà été envoyé pour ${what} il y a moins d’une heure : réessayez dans ${plural(minutes, 'minute', 'minutes')}`,
  );
};
