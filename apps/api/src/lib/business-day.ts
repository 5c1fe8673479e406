import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { inScope, type RestaurantScope, type TenantScope } from './tenant-scope';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * The business date of an instant under one setting (PRODUCT §1): the calendar date in the restaurant's timezone once
 * the day-change hour is taken off the wall clock, so a ticket at 01:30 with a 05:00 change belongs to the day before.
 * The hour is compared on the local clock, not subtracted from the instant: on a DST change day "instant − 5 h"
 * lands an hour off (04:30 after the autumn change would fall on the new day, 05:30 after the spring one on the old).
 */
export const businessDateOf = (instant: Date | string, timezone: string, dayChangeHour: number) => {
  let f = dayFormatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    dayFormatters.set(timezone, f);
  }
  const local = f.format(new Date(instant)); // "2026-10-25, 04"
  const date = local.slice(0, 10);
  if (Number(local.slice(12, 14)) >= dayChangeHour) return date;
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

/** A change of setting: from business date `from` on, the next setting applies; before it, `previous_*`. */
export type ClockChange = {
  from: string;
  previous_timezone: string;
  previous_day_change_hour: number;
};

/**
 * A restaurant's clock (docs/accounts.md « Fuseau et changement de jour »): its latest timezone and day-change hour
 * (the `restaurants` row) and the changes that led there, oldest first. A restaurant that never changed has none.
 */
export type RestaurantClock = {
  timezone: string;
  day_change_hour: number;
  changes: ClockChange[];
};

export interface ClockSetting {
  /** First business date of the setting (null: since ever). */
  from: string | null;
  timezone: string;
  day_change_hour: number;
}

/** The clock's settings in order, each with its first business date. */
export const clockSettings = (clock: RestaurantClock): ClockSetting[] => {
  const changes = [...clock.changes].sort((a, b) => a.from.localeCompare(b.from));
  const after = (i: number) =>
    changes[i + 1]
      ? { timezone: changes[i + 1].previous_timezone, day_change_hour: changes[i + 1].previous_day_change_hour }
      : { timezone: clock.timezone, day_change_hour: clock.day_change_hour };
  const first = changes[0]
    ? { timezone: changes[0].previous_timezone, day_change_hour: changes[0].previous_day_change_hour }
    : { timezone: clock.timezone, day_change_hour: clock.day_change_hour };
  return [{ from: null, ...first }, ...changes.map((c, i) => ({ from: c.from, ...after(i) }))];
};

/**
 * The business date of an instant on a clock whose setting changed: each setting takes over when the previous one
 * reaches its first date, so the day before keeps the end its own setting gave it (a new setting never shortens
 * the day it was saved on), and a day is never before the setting's first one (a later day-change hour lengthens
 * that first day rather than giving the instant back to the previous day).
 */
export const businessDateIn = (clock: RestaurantClock, instant: Date | string) => {
  const [first, ...next] = clockSettings(clock);
  let date = businessDateOf(instant, first.timezone, first.day_change_hour);
  for (const s of next) {
    if (date < (s.from as string)) break;
    const own = businessDateOf(instant, s.timezone, s.day_change_hour);
    date = own > (s.from as string) ? own : (s.from as string);
  }
  return date;
};

/** The setting in force on a business date. */
export const settingOn = (clock: RestaurantClock, date: string) => {
  const settings = clockSettings(clock);
  return settings.filter((s) => s.from === null || s.from <= date).at(-1) ?? settings[0];
};

/** The timezone an instant is printed in: the setting in force on its business date (`timezoneAtSql`'s, in JS). */
export const timezoneAt = (clock: RestaurantClock, instant: Date | string) => settingOn(clock, businessDateIn(clock, instant)).timezone;

/** The clock's changes of restaurant `restaurantId` (a column: `r.id`) as JSON, oldest first, for a `RestaurantClock`. */
export const clockChangesSql = (restaurantId: SQL) =>
  sql`coalesce((select json_agg(json_build_object('from', c.effective_date::text, 'previous_timezone', c.previous_timezone,
      'previous_day_change_hour', c.previous_day_change_hour) order by c.effective_date)
    from restaurant_clock_changes c where c.restaurant_id = ${restaurantId}), '[]'::json)`;

/**
 * The timezone and day-change hour in force at instant `at` (SQL timestamptz), in SQL, for restaurant row `r` (an alias
 * or the table's name): the previous setting of the first change whose first business date (by that previous setting)
 * has not begun at `at`, else the row's own — `businessDateIn`'s rule, for what is printed or counted by calendar day
 * (a time on a PDF or an e-mail, HACCP's and stock's days). At most one change waits at a time, so `now()` is today's.
 */
export const timezoneAtSql = (r: SQL, at: SQL) => sql`coalesce((${pendingAt(r, at, sql`c.previous_timezone`)}), ${r}.timezone)`;
export const dayChangeHourAtSql = (r: SQL, at: SQL) =>
  sql`coalesce((${pendingAt(r, at, sql`c.previous_day_change_hour::int`)}), ${r}.day_change_hour::int)`;
const pendingAt = (r: SQL, at: SQL, column: SQL) =>
  sql`select ${column} from restaurant_clock_changes c where c.restaurant_id = ${r}.id
        and c.effective_date > ((${at} at time zone c.previous_timezone) - make_interval(hours => c.previous_day_change_hour))::date
      order by c.effective_date limit 1`;

/**
 * The setting in force now: what the web computes its business days with (the signed-in user's restaurant, the
 * network's restaurants), and HACCP's and stock's « today ».
 */
export const timezoneNowSql = (r: SQL) => timezoneAtSql(r, sql`now()`);
export const dayChangeHourNowSql = (r: SQL) => dayChangeHourAtSql(r, sql`now()`);

/** The calendar date (SQL `date`) of instant `at` in the timezone in force then. */
export const localDateSql = (r: SQL, at: SQL) => sql`(${at} at time zone ${timezoneAtSql(r, at)})::date`;

/**
 * The timezone in force on business date `date` (SQL), as `settingOn`: the previous one of the first change not yet
 * begun on that date, else the row's own. What a stored ticket's hour is read on (its business date is kept).
 */
export const timezoneOnSql = (r: SQL, date: SQL) =>
  sql`coalesce((select c.previous_timezone from restaurant_clock_changes c where c.restaurant_id = ${r}.id and c.effective_date > ${date}
      order by c.effective_date limit 1), ${r}.timezone)`;

/** A restaurant's clock, read in one query. */
export const readClock = async (db: Queryable, scope: RestaurantScope): Promise<RestaurantClock> => {
  const { rows } = await db.execute<RestaurantClock>(
    sql`select r.timezone, r.day_change_hour::int as day_change_hour, ${clockChangesSql(sql`r.id`)} as changes
        from restaurants r where ${inScope(scope, sql`r.id`)}`,
  );
  if (!rows[0]) throw new Error(`restaurant ${scope.restaurantId} not found`);
  return rows[0];
};

/**
 * Prints instants of the scope's restaurants (a file's rows: CSV/XLSX exports) as "23/11/2026 14:05", each in the
 * timezone in force on its business day on its restaurant's clock (a new one from the next business day).
 */
export const instantPrinter = async (db: Queryable, scope: TenantScope) => {
  const { rows } = await db.execute<RestaurantClock & { id: string }>(
    sql`select r.id, r.timezone, r.day_change_hour::int as day_change_hour, ${clockChangesSql(sql`r.id`)} as changes
        from restaurants r where ${inScope(scope, sql`r.id`)}`,
  );
  const clocks = new Map(rows.map((c) => [c.id, c]));
  const formats = new Map<string, Intl.DateTimeFormat>();
  const format = (timeZone: string) => {
    let f = formats.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' });
      formats.set(timeZone, f);
    }
    return f;
  };
  return (d: Date | string, restaurantId: unknown) => {
    const clock = clocks.get(String(restaurantId));
    return format(clock ? timezoneAt(clock, d) : 'Europe/Paris').format(new Date(d));
  };
};
