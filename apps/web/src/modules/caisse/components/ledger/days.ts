import { dayjs } from '../../../../lib/dates';

/** Today's and yesterday's dates (YYYY-MM-DD) in the restaurant's timezone. */
export const businessDays = (timezone = 'Europe/Paris') => {
  const now = dayjs().tz(timezone);
  return { today: now.format('YYYY-MM-DD'), yesterday: now.subtract(1, 'day').format('YYYY-MM-DD') };
};

/** "2026-03-05" → "05/03/2026" (a business date has no time, so no timezone either). */
export const formatDay = (day: string) => day.split('-').reverse().join('/');

/** "2026-03-05" → "jeudi 5 mars 2026". */
export const formatLongDay = (day: string) => dayjs(day).format('dddd D MMMM YYYY');
