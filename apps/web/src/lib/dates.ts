import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('fr');

export { dayjs };
export const DEFAULT_TIMEZONE = 'Europe/Paris';

/**
 * A business date (`YYYY-MM-DD`: an invoice's, a birthday) is a calendar day, not an instant: shown as it is. Read as
 * the browser's midnight and moved to Paris, it was the day before in any browser east of Paris (La Réunion).
 */
const inZone = (value: string | Date, tz: string) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : dayjs(value).tz(tz);

/** Dates in the restaurant's timezone, French locale (SPEC §1). */
export const formatDate = (value: string | Date, tz = DEFAULT_TIMEZONE) => inZone(value, tz).format('DD/MM/YYYY');
export const formatDateTime = (value: string | Date, tz = DEFAULT_TIMEZONE) => inZone(value, tz).format('DD/MM/YYYY HH:mm');
export const formatLongDate = (value: string | Date, tz = DEFAULT_TIMEZONE) => inZone(value, tz).format('dddd D MMMM YYYY');

/** Today's calendar day (`YYYY-MM-DD`) in the timezone: after midnight in Paris it is already tomorrow there, not in UTC. */
export const todayIn = (tz = DEFAULT_TIMEZONE) => dayjs().tz(tz).format('YYYY-MM-DD');

/** Month range of SPEC §9: previous month start to next month end. */
export const monthRange = (value: string | Date = new Date()) => ({
  start: dayjs(value).subtract(1, 'month').startOf('month').toDate(),
  end: dayjs(value).add(1, 'month').endOf('month').toDate(),
});

/** Week range of SPEC §9: Sunday to Saturday. */
export const weekRange = (value: string | Date = new Date()) => {
  const start = dayjs(value).startOf('day').subtract(dayjs(value).day(), 'day');
  return { start: start.toDate(), end: start.add(6, 'day').endOf('day').toDate() };
};
