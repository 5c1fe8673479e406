import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDate,
  daysInRange,
  issuesToFields,
  moduleAssignmentInputSchema,
  planningQuerySchema,
  RANGE_ORDER_MESSAGE,
  RANGE_PAIR_MESSAGE,
  registerExportQuerySchema,
  salesByDimensionQuerySchema,
  withDateRange,
} from '../src';

const fieldsOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : issuesToFields(parsed.error.issues);
};

describe('the shared date range check', () => {
  const range = withDateRange(z.object({ from: calendarDate.optional(), to: calendarDate.optional() }), { max: { days: 7 } });

  it('accepts a range in order, one day, and a range with an end left out', () => {
    for (const q of [{ from: '2024-01-01', to: '2024-01-07' }, { from: '2024-01-01', to: '2024-01-01' }, { from: '2024-01-01' }, {}])
      expect(fieldsOf(range, q), JSON.stringify(q)).toEqual({});
  });

  it('refuses an end before the start and a range too long, on the field of the end', () => {
    expect(fieldsOf(range, { from: '2024-01-02', to: '2024-01-01' })).toEqual({ to: RANGE_ORDER_MESSAGE });
    expect(fieldsOf(range, { from: '2024-01-01', to: '2024-01-08' })).toEqual({ to: 'La période ne peut pas dépasser 7 jours' });
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
  });

  it('asks for both ends of a paired range, on the missing one', () => {
    const base = { dimension: 'product', from: '2024-01-01', to: '2024-01-31' };
    expect(fieldsOf(salesByDimensionQuerySchema, { ...base, compare_from: '2023-01-01' })).toEqual({ compare_to: RANGE_PAIR_MESSAGE });
    expect(fieldsOf(salesByDimensionQuerySchema, { ...base, compare_to: '2023-01-31' })).toEqual({ compare_from: RANGE_PAIR_MESSAGE });
    expect(fieldsOf(salesByDimensionQuerySchema, { ...base, compare_from: '2023-02-01', compare_to: '2023-01-31' })).toEqual({
      compare_to: RANGE_ORDER_MESSAGE,
    });
    expect(fieldsOf(salesByDimensionQuerySchema, { ...base, from: '2024-02-01' })).toEqual({ to: RANGE_ORDER_MESSAGE });
  });

  it('keeps the limits of the routes that had one, and checks a validity under its own keys', () => {
    expect(fieldsOf(planningQuerySchema, { from: '2024-01-01', to: '2024-03-02' })).toEqual({});
    expect(fieldsOf(planningQuerySchema, { from: '2024-01-01', to: '2024-03-03' })).toEqual({
      to: 'La période ne peut pas dépasser 62 jours',
    });
    expect(fieldsOf(registerExportQuerySchema, { from: '2024-01-01', to: '2025-01-01', format: 'pdf' })).toEqual({});
    expect(fieldsOf(registerExportQuerySchema, { from: '2024-01-01', to: '2025-01-02', format: 'pdf' })).toEqual({
      to: 'La période ne peut pas dépasser un an',
    });
    const module = { fitfit_module_id: '00000000-0000-4000-8000-000000000000' };
    expect(fieldsOf(moduleAssignmentInputSchema, { ...module, starts_on: '2024-02-01', ends_on: '2024-01-31' })).toEqual({
      ends_on: RANGE_ORDER_MESSAGE,
    });
    expect(fieldsOf(moduleAssignmentInputSchema, { ...module, starts_on: '2024-02-01', ends_on: '2024-02-01' })).toEqual({});
  });
});
