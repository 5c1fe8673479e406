import { z } from 'zod';

/**
 * Comparisons with history (N-1, date to date, forecast): one rule for every screen. A compared range is "covered"
 * from the restaurant's first business day on (a later day without sales is a covered zero). A comparison whose range
 * is not fully covered shows no percentage and says how much of it is known.
 */
export const coverageSchema = z.object({
  /** Days of the compared range on or after the first business day (of every restaurant, for a network). */
  covered_days: z.number().int(),
  total_days: z.number().int(),
});
export type Coverage = z.infer<typeof coverageSchema>;

const DAY_MS = 86_400_000;
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const daysIn = (from: string, to: string) => Math.max(0, Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1);

/** How much of `from`..`to` a history starting on `firstDay` covers (null: no history at all). */
export const coverageOf = (from: string, to: string, firstDay: string | null): Coverage => {
  const total = daysIn(from, to);
  if (firstDay === null) return { covered_days: 0, total_days: total };
  return { covered_days: firstDay <= from ? total : daysIn(firstDay, to), total_days: total };
};

export const isComplete = (c: Coverage) => c.covered_days >= c.total_days;

/** Of several coverages (a network's clocks in different timezones), the least complete one. */
export const leastCoverage = (list: readonly Coverage[]): Coverage =>
  list.reduce((a, c) => (c.covered_days * a.total_days < a.covered_days * c.total_days ? c : a));

/**
 * The day from which every restaurant that has history has it: a network's comparison is complete only where all of
 * them are (a restaurant without any sale adds nothing to either side). Null: none has history.
 */
export const historyStart = (firstDays: readonly (string | null)[]) =>
  firstDays.reduce<string | null>((a, d) => (d === null ? a : a === null || d > a ? d : a), null);

/** « N-1 incomplet : 4 jours sur 27 », or null when the compared range is fully known. */
export const coverageNote = (c: Coverage, what = 'N-1 incomplet') =>
  isComplete(c) ? null : `${what} : ${c.covered_days} ${c.covered_days > 1 ? 'jours' : 'jour'} sur ${c.total_days}`;

/** Change in % from `previous` to `current`, or null when there is nothing to compare with. */
export const percentChange = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;

/** The change a screen may show: none when the compared range is only partly known. */
export const comparedChange = (current: number, previous: number, coverage: Coverage | null | undefined) =>
  coverage && !isComplete(coverage) ? null : percentChange(current, previous);

const frDate = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
/** « du 01/11/2026 au 27/11/2026 » (one day: « le 27/11/2026 »). */
export const rangeLabel = (from: string, to: string) => (from === to ? `le ${frDate(from)}` : `du ${frDate(from)} au ${frDate(to)}`);
