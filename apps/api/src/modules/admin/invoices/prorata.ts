/**
 * Calendar arithmetic of the invoice run (docs/decisions.md, « Facturation au prorata »): the months a run may
 * bill, and the days of a month a module line was held. Dates are ISO business dates (`YYYY-MM-DD`), which
 * compare as strings.
 */

const DAY_MS = 86_400_000;

/** Today in Paris, where the platform bills (a month is over at midnight Paris time, not UTC). */
export const parisToday = (at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);

export const monthBounds = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return { start: `${period}-01`, end: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
};

export const addMonths = (period: string, months: number) => {
  const [y, m] = period.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
};

/** Days from `from` to `to`, both included. */
export const daysHeld = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** The months a run may bill, newest first: from the month of the first subscription to the last month that is over. */
export const billablePeriods = (firstStartedOn: string | null, today: string) => {
  if (!firstStartedOn) return [];
  const periods: string[] = [];
  for (let p = addMonths(today.slice(0, 7), -1); p >= firstStartedOn.slice(0, 7); p = addMonths(p, -1)) periods.push(p);
  return periods;
};

/** `price × days / daysInMonth`, rounded to the cent half away from zero, in integers (no float rounding error). */
export const proRata = (cents: number, days: number, daysInMonth: number) => {
  const sign = cents < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(cents) * days + daysInMonth) / (2 * daysInMonth));
};

const later = (a: string, b: string | null) => (b && b > a ? b : a);
const earlier = (a: string, b: string | null) => (b && b < a ? b : a);

/** The days of [`from`, `to`] within every given range (null bounds are open), or null when none. */
export const overlap = (from: string, to: string, ...ranges: [string | null, string | null][]) => {
  let start = from;
  let end = to;
  for (const [a, b] of ranges) {
    start = later(start, a);
    end = earlier(end, b);
  }
  return start <= end ? { from: start, to: end } : null;
};

/** The last day of a yearly subscription's year that starts on `start`: the day before its anniversary, which
 * falls on 28/02 for a 29/02 start, as PostgreSQL's `date + interval '1 year'` (the run's anniversary) says. */
export const yearEnd = (start: string) => {
  const [y, m, d] = start.split('-').map(Number);
  const anniversary = new Date(Date.UTC(y + 1, m - 1, d));
  if (anniversary.getUTCMonth() !== m - 1) anniversary.setUTCDate(0);
  anniversary.setUTCDate(anniversary.getUTCDate() - 1);
  return anniversary.toISOString().slice(0, 10);
};
