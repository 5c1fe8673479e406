import { z } from 'zod';

/**
 * Field rules every input schema builds on. PostgreSQL text cannot hold U+0000 and a date column refuses
 * a day that does not exist, so both are refused here, before any query, with a French message.
 */
export const NUL_MESSAGE = 'Le texte contient un caractère non autorisé';
export const DATE_FORMAT_MESSAGE = 'La date doit être au format AAAA-MM-JJ';
export const DATE_MESSAGE = "Cette date n'existe pas dans le calendrier";
export const MONTH_MESSAGE = 'La période doit être de la forme AAAA-MM';

export const hasNul = (s: string) => s.includes('\u0000');

/** Any string without NUL (the base of every text input). */
export const safeString = () => z.string().refine((s) => !hasNul(s), NUL_MESSAGE);

/** A required text: trimmed, 1 to max characters. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !hasNul(s), NUL_MESSAGE);

/** An optional text: '' and null become null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !hasNul(s), NUL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));

/** Years PostgreSQL and JavaScript agree on (no year 0, no two-digit Date.UTC quirk). */
const MIN_YEAR = 1000;

const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an existing day written YYYY-MM-DD (2024-02-29 yes, 2023-02-29 and 2023-13-01 no). */
export const isCalendarDate = (s: string) => {
  const m = DAY_FORMAT.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < MIN_YEAR) return false;
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
};

/** An existing calendar day, YYYY-MM-DD: the format first, then the day itself. */
export const calendarDate = z
  .string()
  .regex(DAY_FORMAT, DATE_FORMAT_MESSAGE)
  .refine((s) => !DAY_FORMAT.test(s) || isCalendarDate(s), DATE_MESSAGE);

/** An optional calendar day: '' and null become null. */
export const optionalCalendarDate = z
  .string()
  .refine((s) => s === '' || DAY_FORMAT.test(s), DATE_FORMAT_MESSAGE)
  .refine((s) => s === '' || !DAY_FORMAT.test(s) || isCalendarDate(s), DATE_MESSAGE)
  .nullish()
  .transform((v) => (v ? v : null));

/** A month YYYY-MM (an invoicing period). */
export const calendarMonth = z
  .string()
  .refine((s) => /^\d{4}-(0[1-9]|1[0-2])$/.test(s) && Number(s.slice(0, 4)) >= MIN_YEAR, MONTH_MESSAGE);
