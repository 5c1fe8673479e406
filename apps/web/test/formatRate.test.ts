import { describe, expect, it } from 'vitest';
import { formatRate, fullName } from '../src/lib/format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatRate', () => {
  it('shows basis points as a French percentage, at most two decimals, none when whole', () => {
    expect(plain(formatRate(550))).toBe('5,5 %');
    expect(plain(formatRate(525))).toBe('5,25 %');
    expect(plain(formatRate(2000))).toBe('20 %');
    expect(plain(formatRate(0))).toBe('0 %');
    expect(plain(formatRate(1))).toBe('0,01 %');
  });
});

describe('fullName', () => {
  it('is the first then the last name, without a stray space when one is missing', () => {
    expect(fullName({ first_name: 'Julien', last_name: 'Moreau' })).toBe('Julien Moreau');
    expect(fullName({ first_name: 'Julien', last_name: '' })).toBe('Julien');
    expect(fullName({ first_name: '', last_name: 'Moreau' })).toBe('Moreau');
  });
});
