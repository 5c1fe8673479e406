import { dayjs } from '../../../../lib/dates';

/**
 * Today's and yesterday's business days (YYYY-MM-DD) on the restaurant's clock: before its day-change hour (5 by
 * default) the night still belongs to the day before, as the closings count it.
 */
export const businessDays = (timezone = 'Europe/Paris', dayChangeHour = 5) => {
  const now = dayjs().tz(timezone);
  const today = now.hour() < dayChangeHour ? now.subtract(1, 'day') : now;
  return { today: today.format('YYYY-MM-DD'), yesterday: today.subtract(1, 'day').format('YYYY-MM-DD') };
};

/** "2026-03-05" → "05/03/2026" (a business date has no time, so no timezone either). */
export const formatDay = (day: string) => day.split('-').reverse().join('/');

/** "2026-03-05" → "jeudi 5 mars 2026". */
export const formatLongDay = (day: string) => dayjs(day).format('dddd D MMMM YYYY');
