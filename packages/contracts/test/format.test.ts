import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyPlain, frDay, frDayShort, frDecimal, MONTH_NAMES, monthLabel } from '../src/format';

describe('French formatting (one implementation for the server and the browser)', () => {
  it('money: narrow no-break thousands, no-break space before €, two decimals, sign', () => {
    expect(formatMoney(123456)).toBe('1\u202f234,56\u00a0€');
    expect(formatMoney(5)).toBe('0,05\u00a0€');
    expect(formatMoney(-350)).toBe('-3,50\u00a0€');
    expect(formatMoney(1250, 'USD')).toBe('12,50\u00a0$US');
  });

  it('money for the PDF standard fonts: plain spaces only', () => {
    expect(formatMoneyPlain(123456789)).toBe('1 234 567,89 €');
    expect(formatMoneyPlain(-4900)).toBe('-49,00 €');
  });

  it('CSV decimals: a comma, no grouping, no symbol', () => {
    expect(frDecimal(123456)).toBe('1234,56');
    expect(frDecimal(-7)).toBe('-0,07');
    expect(frDecimal(0)).toBe('0,00');
  });

  it('days and months', () => {
    expect(frDay('2026-11-27')).toBe('27/11/2026');
    expect(frDayShort('2026-02-03')).toBe('03/02');
    expect(MONTH_NAMES).toEqual([
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ]);
    expect(monthLabel('2025-11')).toBe('novembre 2025');
    expect(monthLabel('2026-08-15')).toBe('août 2026');
  });
});
