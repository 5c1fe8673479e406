import type { Schedule, ScheduleInput } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { musicSchedules } from '../../../db/schema';
import { unprocessable } from '../../../lib/http-errors';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { publishedTo } from '../playlists/repository';

/** The restaurant's week, with the names of the playlists (a playlist deleted since drops out of it). */
export const getSchedule = async (db: Db, scope: RestaurantScope): Promise<Schedule> => {
  const { rows } = await db.execute<Schedule['entries'][number]>(sql`
    select s.weekday, s.moment, s.playlist_id, p.name as playlist_name
    from music_schedules s join music_playlists p on p.id = s.playlist_id
    where ${inScope(scope, sql`s.restaurant_id`)} and ${publishedTo(scope.restaurantId)}
    order by s.weekday, s.moment desc`);
  return { entries: rows };
};

/** Replaces the week at once; only playlists published to the restaurant can be chosen (422 otherwise). */
export const setSchedule = async (db: Db, scope: RestaurantScope, input: ScheduleInput) => {
  const ids = [...new Set(input.entries.map((e) => e.playlist_id))];
  if (ids.length) {
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from music_playlists p
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${publishedTo(scope.restaurantId)}`);
    if (rows[0].n !== ids.length) {
      const message = 'Choisissez des playlists publiées pour votre restaurant';
      throw unprocessable(message, { entries: message });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(musicSchedules).where(inScope(scope, musicSchedules.restaurant_id));
    if (input.entries.length)
      await tx.insert(musicSchedules).values(input.entries.map((e) => ({ ...e, restaurant_id: scope.restaurantId })));
  });
  return getSchedule(db, scope);
};
