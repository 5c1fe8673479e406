import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, monthRange, todayIn, weekRange } from '../src/lib/dates';

describe('dates shown in the restaurant’s timezone', () => {
  it('Paris springs forward on 31 March 2024: 01:30 UTC is 03:30 there, half an hour before it was 01:30', () => {
    expect(formatDateTime('2024-03-31T00:30:00Z')).toBe('31/03/2024 01:30');
    expect(formatDateTime('2024-03-31T01:30:00Z')).toBe('31/03/2024 03:30');
  });

  it('Paris falls back on 27 October 2024: 00:30 and 01:30 UTC both read 02:30 there', () => {
    expect(formatDateTime('2024-10-27T00:30:00Z')).toBe('27/10/2024 02:30');
    expect(formatDateTime('2024-10-27T01:30:00Z')).toBe('27/10/2024 02:30');
    expect(formatDateTime('2024-10-27T02:30:00Z')).toBe('27/10/2024 03:30');
  });

  it('a late evening in UTC is already the next day in Paris (and the day before in Montreal)', () => {
    expect(formatDate('2024-06-30T22:30:00Z')).toBe('01/07/2024');
    expect(formatDate('2024-06-30T22:30:00Z', 'UTC')).toBe('30/06/2024');
    expect(formatDate('2024-07-01T02:30:00Z', 'America/Montreal')).toBe('30/06/2024');
  });

  it('the long date is French, with the weekday of the restaurant’s day', () => {
    expect(formatLongDate('2024-06-30T22:30:00Z')).toBe('lundi 1 juillet 2024');
    expect(formatLongDate(new Date('2024-12-25T12:00:00Z'))).toBe('mercredi 25 décembre 2024');
  });
});

describe('todayIn', () => {
  afterEach(() => vi.useRealTimers());

  it('after midnight in Paris it is already tomorrow there, not yet in UTC', () => {
    vi.useFakeTimers({ now: new Date('2024-06-30T22:30:00Z') });
    expect(todayIn()).toBe('2024-07-01');
    expect(todayIn('UTC')).toBe('2024-06-30');
  });

  it('on the night Paris falls back, the hour repeated stays on the same day', () => {
    vi.useFakeTimers({ now: new Date('2024-10-26T22:30:00Z') });
    expect(todayIn()).toBe('2024-10-27');
    vi.setSystemTime(new Date('2024-10-27T22:59:00Z'));
    expect(todayIn()).toBe('2024-10-27');
    vi.setSystemTime(new Date('2024-10-27T23:00:00Z'));
    expect(todayIn()).toBe('2024-10-28');
  });
});

/** Runs a describe block's tests in a browser set to `tz` (Node reads TZ again when it changes). */
const browserIn = (tz: string) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = tz;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
};

describe('business dates (a calendar day, not an instant) in a browser east of Paris', () => {
  browserIn('Indian/Reunion');

  it('show their own day, not the day before (midnight at La Réunion is still the evening before in Paris)', () => {
    expect(formatDate('2024-03-31')).toBe('31/03/2024');
    expect(formatDate('2024-03-31', 'America/Montreal')).toBe('31/03/2024');
    expect(formatLongDate('2024-12-25')).toBe('mercredi 25 décembre 2024');
  });

  it('an instant is still shown in the restaurant’s timezone', () => {
    expect(formatDateTime('2024-03-30T21:30:00Z')).toBe('30/03/2024 22:30');
  });
});

// The ranges are in the browser's own timezone: run them in Paris, across its changes of hour.
describe('ranges in a browser set to Paris', () => {
  browserIn('Europe/Paris');

  it('the week of a Wednesday after the spring change starts on the Sunday of the change, at midnight', () => {
    // Wednesday 3 April 2024; the Sunday before is 31 March, 23 hours long
    const { start, end } = weekRange(new Date(2024, 3, 3, 12, 0));
    expect(start).toEqual(new Date(2024, 2, 31, 0, 0, 0, 0));
    expect(start.toISOString()).toBe('2024-03-30T23:00:00.000Z'); // still winter time at midnight
    expect(end).toEqual(new Date(2024, 3, 6, 23, 59, 59, 999));
    expect(end.toISOString()).toBe('2024-04-06T21:59:59.999Z'); // summer time by Saturday
  });

  it('the week of the autumn change runs Sunday to Saturday, 25 hours on its first day', () => {
    // Sunday 27 October 2024 starts its own week
    const { start, end } = weekRange(new Date(2024, 9, 27, 15, 0));
    expect(start.toISOString()).toBe('2024-10-26T22:00:00.000Z');
    expect(end).toEqual(new Date(2024, 10, 2, 23, 59, 59, 999));
    expect(end.toISOString()).toBe('2024-11-02T22:59:59.999Z');
  });

  it('the month range around March runs from 1 February to 30 April, each end in its own hour', () => {
    const { start, end } = monthRange(new Date(2024, 2, 15));
    expect(start.toISOString()).toBe('2024-01-31T23:00:00.000Z');
    expect(end.toISOString()).toBe('2024-04-30T21:59:59.999Z');
  });
});
