import { describe, expect, it } from 'vitest';
import { monthRange, weekRange } from '../src/lib/dates';
import { formatCardNumber, formatMoney, initials } from '../src/lib/format';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows cents with two decimals and the euro sign', () => {
    expect(nbsp(formatMoney(1250))).toBe('12,50 €');
    expect(nbsp(formatMoney(0))).toBe('0,00 €');
    expect(nbsp(formatMoney(-399))).toBe('-3,99 €');
    expect(nbsp(formatMoney(123456789))).toBe('1 234 567,89 €');
  });
  it('takes another currency', () => {
    expect(nbsp(formatMoney(1000, 'CHF'))).toBe('10,00 CHF');
  });
});

describe('initials', () => {
  it('uses the first two words', () => {
    expect(initials('Julien Moreau')).toBe('JM');
    expect(initials('  anne marie de la tour ')).toBe('AM');
    expect(initials('Camille')).toBe('C');
    expect(initials('')).toBe('');
  });
});

describe('formatCardNumber', () => {
  it('groups digits by four', () => {
    expect(formatCardNumber('4970101234567890')).toBe('4970 1012 3456 7890');
    expect(formatCardNumber('4970-1012-345')).toBe('4970 1012 345');
  });
});

describe('date ranges', () => {
  it('month range runs from the previous month start to the next month end', () => {
    const { start, end } = monthRange(new Date(2026, 10, 21, 15, 0));
    expect(start).toEqual(new Date(2026, 9, 1, 0, 0, 0, 0));
    expect(end).toEqual(new Date(2026, 11, 31, 23, 59, 59, 999));
  });
  it('week range runs from Sunday to Saturday', () => {
    // Saturday 21 November 2026
    const { start, end } = weekRange(new Date(2026, 10, 21, 10, 0));
    expect(start).toEqual(new Date(2026, 10, 15, 0, 0, 0, 0));
    expect(start.getDay()).toBe(0);
    expect(end).toEqual(new Date(2026, 10, 21, 23, 59, 59, 999));
    expect(end.getDay()).toBe(6);
    // a Sunday starts its own week
    expect(weekRange(new Date(2026, 10, 22, 8, 0)).start).toEqual(new Date(2026, 10, 22));
  });
});
