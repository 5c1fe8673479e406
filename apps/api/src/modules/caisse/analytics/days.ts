/** Business-day arithmetic on `YYYY-MM-DD` (calendar days, no clock: DST cannot shift them). */
const DAY_MS = 86_400_000;
const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
export const addDays = (d: string, n: number) => new Date(toMs(d) + n * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((toMs(to) - toMs(from)) / DAY_MS);
/** Monday of the week of `d`. */
export const weekStart = (d: string) => addDays(d, -((new Date(toMs(d)).getUTCDay() + 6) % 7));
export const monthStart = (d: string) => `${d.slice(0, 8)}01`;
/** 52 weeks: the same weekday a year before. */
export const YEAR_ALIGNED_DAYS = 364;
