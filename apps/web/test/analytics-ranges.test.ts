import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessToday, compareRange, presetRange } from '../src/modules/caisse/analytics/components/ranges';
import { businessDays } from '../src/modules/caisse/components/ledger/days';

/** The /caisse/analyses presets start from the restaurant's business day (PRODUCT §1). */
describe('analyses date ranges', () => {
  afterEach(() => vi.useRealTimers());
  const at = (instant: string) => vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });

  it("takes today from the restaurant's wall clock and its own day-change hour", () => {
    at('2026-10-25T03:30:00Z'); // 04:30 in Paris, the morning summer time ended
    expect(businessToday('Europe/Paris', 5)).toBe('2026-10-24');
    expect(businessToday('Europe/Paris', 4)).toBe('2026-10-25');
    at('2026-03-29T03:00:00Z'); // 05:00 in Paris, the morning summer time began
    expect(businessToday('Europe/Paris', 5)).toBe('2026-03-29');
    expect(businessToday('America/Martinique', 5)).toBe('2026-03-28'); // 23:00 there
  });

  it("closes the business day: « Clôturer aujourd'hui » before the day-change hour is the day before", () => {
    at('2026-11-26T00:30:00Z'); // 01:30 in Paris
    expect(businessDays('Europe/Paris', 5)).toEqual({ today: '2026-11-25', yesterday: '2026-11-24' });
    expect(businessDays('Europe/Paris', 0)).toEqual({ today: '2026-11-26', yesterday: '2026-11-25' });
    at('2026-11-26T10:00:00Z');
    expect(businessDays('Europe/Paris', 5)).toEqual({ today: '2026-11-26', yesterday: '2026-11-25' });
    expect(businessDays('Pacific/Noumea', 5)).toEqual({ today: '2026-11-26', yesterday: '2026-11-25' }); // 21:00 there
  });

  it('gives French weeks (Monday first) and whole previous months', () => {
    expect(presetRange('this_week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(presetRange('last_week', '2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('last_month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('this_year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
  });

  it('compares with the days just before, or 52 weeks before on the same weekdays', () => {
    const range = { from: '2026-11-23', to: '2026-11-29' };
    expect(compareRange(range, 'none')).toBeNull();
    expect(compareRange(range, 'previous')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(compareRange(range, 'last_year')).toEqual({ from: '2025-11-24', to: '2025-11-30' });
  });
});
