import { LAZY_LOAD_DELAY_MS } from '@fitfit/contracts/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { splashDelayMs } from '../src/lib/settings';

const meta = (content: string) => {
  const tag = document.createElement('meta');
  tag.name = 'fitfit-splash-delay';
  tag.content = content;
  document.head.append(tag);
};
afterEach(() => {
  document.head.innerHTML = '';
});

describe('splashDelayMs', () => {
  it('reads the delay the server wrote into the page, 0 included (tests)', () => {
    meta('0');
    expect(splashDelayMs()).toBe(0);
    document.head.innerHTML = '';
    meta('350');
    expect(splashDelayMs()).toBe(350);
  });

  it('falls back to SPEC’s 2000 ms without the tag or with a value that is not a delay', () => {
    expect(LAZY_LOAD_DELAY_MS).toBe(2000);
    expect(splashDelayMs()).toBe(2000);
    for (const bad of ['', 'abc', '-5', 'Infinity']) {
      document.head.innerHTML = '';
      meta(bad);
      expect(splashDelayMs(), bad).toBe(2000);
    }
  });
});
