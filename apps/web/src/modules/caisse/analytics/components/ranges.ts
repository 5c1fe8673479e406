import { dayjs } from '../../../../lib/dates';
import { businessDays } from '../../components/ledger/days';

/** The date-range presets of /caisse/analyses (issue 11) and the comparison periods. */
export const presetLabels = {
  today: "Aujourd'hui",
  yesterday: 'Hier',
  this_week: 'Cette semaine',
  last_week: 'La semaine dernière',
  this_month: 'Ce mois-ci',
  last_month: 'Le mois dernier',
  this_year: 'Cette année',
  custom: 'Personnalisée',
} as const;
export type Preset = keyof typeof presetLabels;
export const compareLabels = { none: 'Aucune', previous: 'Période précédente', last_year: "Même période l'an dernier" } as const;
export type Compare = keyof typeof compareLabels;
export interface Range {
  from: string;
  to: string;
}

const F = 'YYYY-MM-DD';
/** Business day now (PRODUCT §1): the restaurant's wall clock, the day before until its day-change hour. */
export const businessToday = (timezone: string, dayChangeHour: number) => businessDays(timezone, dayChangeHour).today;

export const presetRange = (preset: Exclude<Preset, 'custom'>, today: string): Range => {
  const t = dayjs(today);
  // weeks start on Monday in France
  const monday = t.subtract((t.day() + 6) % 7, 'day');
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: t.subtract(1, 'day').format(F), to: t.subtract(1, 'day').format(F) };
    case 'this_week':
      return { from: monday.format(F), to: today };
    case 'last_week':
      return { from: monday.subtract(7, 'day').format(F), to: monday.subtract(1, 'day').format(F) };
    case 'this_month':
      return { from: t.startOf('month').format(F), to: today };
    case 'last_month':
      return { from: t.subtract(1, 'month').startOf('month').format(F), to: t.subtract(1, 'month').endOf('month').format(F) };
    case 'this_year':
      return { from: t.startOf('year').format(F), to: today };
  }
};

/** The period to compare with: the same number of days just before, or 52 weeks before (same weekdays). */
export const compareRange = (range: Range, compare: Compare): Range | null => {
  if (compare === 'none') return null;
  const from = dayjs(range.from);
  const days = dayjs(range.to).diff(from, 'day') + 1;
  if (compare === 'previous') return { from: from.subtract(days, 'day').format(F), to: from.subtract(1, 'day').format(F) };
  return { from: from.subtract(364, 'day').format(F), to: dayjs(range.to).subtract(364, 'day').format(F) };
};
