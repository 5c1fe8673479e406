import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  calendarMonth,
  isCalendarDate,
  NUL_MESSAGE,
  optionalCalendarDate,
  optionalText,
  pageQuerySchema,
  text,
} from '../src';

describe('shared primitive schemas', () => {
  it('accept only days that exist', () => {
    for (const day of ['2024-02-29', '2023-12-31', '1000-01-01', '9999-12-31']) expect(isCalendarDate(day), day).toBe(true);
    for (const day of [
      '2023-02-29',
      '2024-02-30',
      '2023-13-01',
      '2023-00-10',
      '2023-04-31',
      '0000-01-01',
      '0999-12-31',
      '2024-1-01',
      ' 2024-01-01',
    ])
      expect(isCalendarDate(day), day).toBe(false);
    expect(calendarDate.safeParse('2024-02-30').error?.issues[0].message).toBe("Cette date n'existe pas dans le calendrier");
    expect(optionalCalendarDate.parse('')).toBeNull();
    expect(optionalCalendarDate.parse(null)).toBeNull();
    expect(calendarMonth.safeParse('0000-01').success).toBe(false);
    expect(calendarMonth.safeParse('2024-12').success).toBe(true);
  });

  it('refuse NUL in text and in the search of every list, with a French message', () => {
    expect(text(10).safeParse('a\u0000b').error?.issues[0].message).toBe(NUL_MESSAGE);
    expect(optionalText(10).safeParse('a\u0000').success).toBe(false);
    expect(optionalText(10).parse('  ')).toBeNull();
    expect(pageQuerySchema.safeParse({ search: 'x\u0000' }).success).toBe(false);
    expect(pageQuerySchema.parse({ search: ' 😀 ' }).search).toBe('😀');
  });
});
