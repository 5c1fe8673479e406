/**
 * French formatting, one implementation on `Intl` for the server (PDF, e-mails, messages, exports) and the
 * browser: the same figure reads the same on a screen, a PDF and an error message.
 */

const currencies = new Map<string, Intl.NumberFormat>();
const currencyFormat = (currency: string) => {
  let format = currencies.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    currencies.set(currency, format);
  }
  return format;
};

/** Money from integer cents, two decimals (SPEC §9): 123456 → « 1 234,56 € » (narrow no-break spaces, as French typography). */
export const formatMoney = (cents: number, currency = 'EUR') => currencyFormat(currency).format(cents / 100);

/**
 * The same with plain spaces, for the PDF standard fonts (their WinAnsi encoding has no narrow no-break space):
 * « 1 234,56 € ».
 */
export const formatMoneyPlain = (cents: number, currency = 'EUR') => formatMoney(cents, currency).replace(/[\u202f\u00a0]/g, ' ');

/** « 1234,56 »: a decimal that French Excel reads as a number (no thousands separator, no symbol), for CSV files. */
export const frDecimal = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

const integers = new Intl.NumberFormat('fr-FR');
/** A count or a quantity: 1500 → « 1 500 ». */
export const formatNumber = (n: number, maximumFractionDigits?: number) =>
  maximumFractionDigits === undefined ? integers.format(n) : n.toLocaleString('fr-FR', { maximumFractionDigits });

/** A rate from basis points (SPEC §9): 550 → « 5,5 % », 525 → « 5,25 % » (no-break space before « % »). */
export const formatRate = (bp: number, fractionDigits?: { min?: number; max?: number }) =>
  `${(bp / 100).toLocaleString('fr-FR', {
    minimumFractionDigits: fractionDigits?.min ?? 0,
    maximumFractionDigits: fractionDigits?.max ?? 2,
  })}\u00a0%`;

/** « 27/11/2026 » from a business date `YYYY-MM-DD` (no timezone: a business date is already a calendar day). */
export const frDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** « 27/11 »: the day without its year, where the year is said once nearby. */
export const frDayShort = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

const monthNames = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
/** French month names, « janvier » … « décembre », from Intl. */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, m) => monthNames.format(new Date(Date.UTC(2000, m, 15))));

/** « novembre 2025 » from a month key `YYYY-MM` (or a day `YYYY-MM-DD`). */
export const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
