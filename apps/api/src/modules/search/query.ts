import { likePattern } from '../../lib/paging';

/**
 * What a search text may name, read once per request (docs/search.md "What is searched"):
 * - `pattern`: the text anywhere, for names (LIKE wildcards escaped; accents and case dropped in SQL by f_unaccent);
 * - `number`: a ticket, closing or order number (« 1234 », « #1234 », « n° 1234 », « BC-000123 »);
 * - `digits`: a phone number's digits (« 06 12 » → « 0612 »), when the text is mostly digits;
 * - `date`: a Z's business day, « 27/11 » (any year), « 27/11/2026 », « 27/11/26 » or « 2026-11-27 ».
 */
export interface SearchTerms {
  text: string;
  pattern: string;
  number: number | null;
  digits: string | null;
  date: { day: number; month: number; year: number | null } | null;
}

const NUMBER = /^(?:#|n°|no|bc-?)?\s*0*(\d{1,9})$/i;
const FRENCH_DATE = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const validDate = (day: number, month: number, year: number | null) => {
  if (month < 1 || month > 12 || day < 1) return false;
  // 29/02 without a year is a real day (of a leap year)
  const days = new Date(Date.UTC(year ?? 2024, month, 0)).getUTCDate();
  return day <= days;
};

const parseDate = (text: string): SearchTerms['date'] => {
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    return validDate(day, month, year) ? { day, month, year } : null;
  }
  const fr = FRENCH_DATE.exec(text);
  if (!fr) return null;
  const day = Number(fr[1]);
  const month = Number(fr[2]);
  const year = fr[3] === undefined ? null : fr[3].length === 2 ? 2000 + Number(fr[3]) : Number(fr[3]);
  return validDate(day, month, year) ? { day, month, year } : null;
};

export const searchTerms = (q: string): SearchTerms => {
  const text = q.trim();
  const number = NUMBER.exec(text);
  const digits = text.replace(/\D/g, '');
  // a phone is typed with spaces, dots or a +: at least 2 digits and nothing but separators around them
  const phone = digits.length >= 2 && /^[\d\s.+()-]+$/.test(text);
  return {
    text,
    pattern: likePattern(text),
    number: number ? Number(number[1]) : null,
    digits: phone ? digits : null,
    date: parseDate(text),
  };
};

/** The parts of a sublabel that exist, joined by « · ». */
export const joinParts = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ') || null;
