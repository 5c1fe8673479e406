import { describe, expect, it } from 'vitest';
import { businessDateOf } from '../src/modules/caisse/ledger/common';

/** The business date (PRODUCT §1) on the local clock, including both DST change days of Europe/Paris. */
describe('businessDateOf', () => {
  const paris = (instant: string) => businessDateOf(instant, 'Europe/Paris', 5);
  it('gives the night to the day before until the day-change hour', () => {
    expect(paris('2026-01-15T23:30:00Z')).toBe('2026-01-15'); // 00:30 local on the 16th: still the 15th's night
    expect(businessDateOf('2026-01-15T23:30:00Z', 'Europe/Paris', 0)).toBe('2026-01-16');
    expect(paris('2026-01-16T03:59:00Z')).toBe('2026-01-15'); // 04:59 local: still the 15th
    expect(paris('2026-01-16T04:00:00Z')).toBe('2026-01-16'); // 05:00 local: the 16th
    expect(paris('2026-03-01T02:00:00Z')).toBe('2026-02-28'); // across a month end
    expect(paris('2027-01-01T03:00:00Z')).toBe('2026-12-31'); // and a year end
  });
  it('compares the wall clock on the autumn change (25 October 2026, 03:00 → 02:00)', () => {
    expect(paris('2026-10-25T00:30:00Z')).toBe('2026-10-24'); // 02:30 summer time
    expect(paris('2026-10-25T01:30:00Z')).toBe('2026-10-24'); // 02:30 winter time, the hour lived twice
    expect(paris('2026-10-25T03:30:00Z')).toBe('2026-10-24'); // 04:30 local: an instant − 5 h gave the 25th
    expect(paris('2026-10-25T04:00:00Z')).toBe('2026-10-25'); // 05:00 local
  });
  it('compares the wall clock on the spring change (29 March 2026, 02:00 → 03:00)', () => {
    expect(paris('2026-03-29T02:30:00Z')).toBe('2026-03-28'); // 04:30 summer time
    expect(paris('2026-03-29T03:00:00Z')).toBe('2026-03-29'); // 05:00 local: an instant − 5 h gave the 28th
    expect(paris('2026-03-29T03:30:00Z')).toBe('2026-03-29');
  });
  it('follows the restaurant timezone', () => {
    expect(businessDateOf('2026-07-01T08:00:00Z', 'America/Martinique', 5)).toBe('2026-06-30'); // 04:00 local
    expect(businessDateOf('2026-07-01T09:00:00Z', 'America/Martinique', 5)).toBe('2026-07-01'); // 05:00 local
    expect(businessDateOf('2026-07-01T08:00:00Z', 'Pacific/Noumea', 5)).toBe('2026-07-01'); // 19:00 local
  });
});
