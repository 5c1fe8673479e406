import { describe, expect, it } from 'vitest';
import { comparedChange, coverageNote, coverageOf, historyStart, leastCoverage, rangeLabel } from '../src/comparison';

describe('comparison coverage', () => {
  it('counts the days of a range on or after the first business day', () => {
    expect(coverageOf('2025-11-01', '2025-11-27', null)).toEqual({ covered_days: 0, total_days: 27 });
    expect(coverageOf('2025-11-01', '2025-11-27', '2025-11-24')).toEqual({ covered_days: 4, total_days: 27 });
    expect(coverageOf('2025-11-01', '2025-11-27', '2025-11-01')).toEqual({ covered_days: 27, total_days: 27 });
    expect(coverageOf('2025-11-01', '2025-11-27', '2024-01-01')).toEqual({ covered_days: 27, total_days: 27 });
    expect(coverageOf('2025-11-01', '2025-11-27', '2025-12-01')).toEqual({ covered_days: 0, total_days: 27 });
  });

  it('says a partial comparison in French and computes no change for it', () => {
    expect(coverageNote({ covered_days: 4, total_days: 27 })).toBe('N-1 incomplet : 4 jours sur 27');
    expect(coverageNote({ covered_days: 1, total_days: 7 })).toBe('N-1 incomplet : 1 jour sur 7');
    expect(coverageNote({ covered_days: 0, total_days: 1 }, 'Comparaison incomplète')).toBe('Comparaison incomplète : 0 jour sur 1');
    expect(coverageNote({ covered_days: 27, total_days: 27 })).toBeNull();
    expect(comparedChange(200, 100, { covered_days: 4, total_days: 27 })).toBeNull();
    expect(comparedChange(200, 100, { covered_days: 27, total_days: 27 })).toBe(100);
    expect(comparedChange(200, 0, { covered_days: 27, total_days: 27 })).toBeNull();
    expect(comparedChange(90, 100, undefined)).toBe(-10);
  });

  it('a network is covered where every restaurant with history is', () => {
    expect(historyStart(['2025-01-10', null, '2025-08-01', '2024-03-02'])).toBe('2025-08-01');
    expect(historyStart([null, null])).toBeNull();
    expect(
      leastCoverage([
        { covered_days: 27, total_days: 27 },
        { covered_days: 3, total_days: 26 },
      ]),
    ).toEqual({ covered_days: 3, total_days: 26 });
    expect(rangeLabel('2025-11-02', '2025-11-28')).toBe('du 02/11/2025 au 28/11/2025');
    expect(rangeLabel('2025-11-02', '2025-11-02')).toBe('le 02/11/2025');
  });
});
