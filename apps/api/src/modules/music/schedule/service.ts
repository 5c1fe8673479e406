import type { Schedule, ScheduleInput } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { musicSchedules } from '../../../db/schema';
import { unprocessable } from '../../../lib/http-errors';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { publishedTo } from '../playlists/repository';

export const SCHEDULE_REFUSED = 'Choisissez des playlists publiées pour votre restaurant ou les vôtres';

/**
 * The restaurant's week, with the names of the playlists: a catalogue playlist still published to it or
 * one of its own (a catalogue playlist deleted since drops out of the answer; an own one deleted leaves the week).
 */
export const getSchedule = async (db: Db, scope: RestaurantScope): Promise<Schedule> => {
  const { rows } = await db.execute<Schedule['entries'][number]>(sql`
    select s.weekday, s.moment, coalesce(s.playlist_id, s.own_playlist_id) as playlist_id, coalesce(p.name, o.name) as playlist_name,
      s.own_playlist_id is not null as own
    from music_schedules s
    left join music_playlists p on p.id = s.playlist_id
    left join music_own_playlists o on o.restaurant_id = s.restaurant_id and o.id = s.own_playlist_id
    where ${inScope(scope, sql`s.restaurant_id`)} and (o.id is not null or (p.id is not null and ${publishedTo(scope)}))
    order by s.weekday, s.moment desc`);
  return { entries: rows };
};

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Replaces the week at once. Each playlist is one published to the restaurant or one of its own; anything
 * else (a draft, another mark's, another restaurant's own playlist) is a 422.
 */
export const setSchedule = async (db: Db, scope: RestaurantScope, input: ScheduleInput) => {
  const ids = [...new Set(input.entries.map((e) => e.playlist_id))];
  const own = new Set<string>();
  if (ids.length) {
    const { rows } = await db.execute<{ id: string; own: boolean }>(sql`
      select p.id, false as own from music_playlists p where p.id in (${idList(ids)}) and ${publishedTo(scope)}
      union all
      select o.id, true from music_own_playlists o where ${inScope(scope, sql`o.restaurant_id`)} and o.id in (${idList(ids)})`);
    for (const r of rows) if (r.own) own.add(r.id);
    if (new Set(rows.map((r) => r.id)).size !== ids.length) throw unprocessable(SCHEDULE_REFUSED, { entries: SCHEDULE_REFUSED });
  }
  await db.transaction(async (tx) => {
    await tx.delete(musicSchedules).where(inScope(scope, musicSchedules.restaurant_id));
    if (input.entries.length)
      await tx.insert(musicSchedules).values(
        input.entries.map((e) => ({
          restaurant_id: scope.restaurantId,
          weekday: e.weekday,
          moment: e.moment,
          playlist_id: own.has(e.playlist_id) ? null : e.playlist_id,
          own_playlist_id: own.has(e.playlist_id) ? e.playlist_id : null,
        })),
      );
  });
  return getSchedule(db, scope);
};
