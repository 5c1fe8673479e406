import { formatMoney } from '../../../lib/format';

/** "30,2 %" from basis points, "—" when there is nothing to divide by. */
export const formatBp = (bp: number | null | undefined) =>
  bp === null || bp === undefined
    ? '—'
    : `${(bp / 100).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\u00a0%`;
export const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? '—' : formatMoney(cents));
/** The current month, YYYY-MM, on the browser's clock. */
export const thisMonth = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};
/** Last month: the one a restaurant usually closes. */
export const previousMonth = (month: string) => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
export const toMonthDate = (month: string) => `${month}-01`;

/** Readable red and orange on light and dark backgrounds (WCAG AA), for a loss or an alert. */
export const lossColor = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';
// Mantine's orange-9 (#d9480f) is 4.29:1 on white, under WCAG AA's 4.5: a darker orange on the light theme.
export const warnColor = 'light-dark(#9a3412, var(--mantine-color-orange-3))';
