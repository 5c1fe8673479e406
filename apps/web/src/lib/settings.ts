// The constants file alone: the package's index would bring every schema and zod into the entry chunk.
import { LAZY_LOAD_DELAY_MS } from '@fitfit/contracts/constants';

/** Splash delay (SPEC §1: 2000 ms): the server writes the setting into index.html; 0 in tests. */
export const splashDelayMs = (): number => {
  const raw = document.querySelector('meta[name="fitfit-splash-delay"]')?.getAttribute('content');
  const value = Number(raw);
  return raw && Number.isFinite(value) && value >= 0 ? value : LAZY_LOAD_DELAY_MS;
};
