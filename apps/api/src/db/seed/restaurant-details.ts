import type { Db } from '../database';
import { restaurantOpeningHours } from '../schema';

/**
 * The demo restaurants' opening hours (« Informations du restaurant »): lunch Monday to Saturday, dinner Tuesday to
 * Saturday, until 1 a.m. on Fridays and Saturdays; closed on Sundays.
 */
export const seedDemoOpeningHours = async (db: Db, restaurantIds: readonly string[]) => {
  const rows = restaurantIds.flatMap((restaurant_id) =>
    [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { restaurant_id, weekday, starts_at: '11:30', ends_at: '14:30' },
      ...(weekday >= 2 ? [{ restaurant_id, weekday, starts_at: '19:00', ends_at: weekday >= 5 ? '01:00' : '23:00' }] : []),
    ]),
  );
  if (rows.length) await db.insert(restaurantOpeningHours).values(rows);
};
