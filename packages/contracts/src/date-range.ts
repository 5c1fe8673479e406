import type { z } from 'zod';

/**
 * The one check of a date range (a query's from/to, a comparison period, a validity from starts_on to ends_on),
 * the same on the server and in the forms: the end not before the start, both ends or neither, at most so many
 * days. Its messages go on the field of the end (the missing end for an incomplete pair), so a form shows them
 * under the second date. The ends themselves are checked by their own schema (`calendarDate`, a month…).
 */
export const RANGE_ORDER_MESSAGE = 'La fin de la période ne peut pas précéder son début';
export const RANGE_PAIR_MESSAGE = 'Indiquez le début et la fin de la période';
export const rangeLengthMessage = (max: string) => `La période ne peut pas dépasser ${max}`;

export type DateRangeOptions = {
  /** The keys of the start and the end (default `from`, `to`). */
  keys?: readonly [string, string];
  /** An optional range that needs both ends or neither (a comparison period). */
  paired?: boolean;
  /** The longest range in days, both ends counted, and how the message says it (default « N jours »). */
  max?: { days: number; label?: string };
};

const DAY_MS = 86_400_000;
/** Days from the first to the last, both counted (2024-01-01 → 2024-01-01: 1). */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

const present = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The object schema with its range(s) checked; an end left out is not compared (the pair rule aside). */
export const withDateRange = <S extends z.ZodObject>(schema: S, ...ranges: DateRangeOptions[]): S =>
  schema.superRefine((value, ctx) => {
    const q = value as Record<string, unknown>;
    for (const { keys: [start, end] = ['from', 'to'], paired, max } of ranges.length ? ranges : [{}]) {
      const [a, b] = [q[start], q[end]];
      if (paired && present(a) !== present(b)) {
        ctx.addIssue({ code: 'custom', message: RANGE_PAIR_MESSAGE, path: [present(a) ? end : start] });
        continue;
      }
      if (!present(a) || !present(b)) continue;
      if (a > b) ctx.addIssue({ code: 'custom', message: RANGE_ORDER_MESSAGE, path: [end] });
      else if (max && daysInRange(a, b) > max.days)
        ctx.addIssue({ code: 'custom', message: rangeLengthMessage(max.label ?? `${max.days} jours`), path: [end] });
    }
  }) as S;
