/**
 * Runs before each web test file. The files share their worker's modules and jsdom (`isolate: false` in
 * vitest.config.ts: loading jsdom, React and Mantine once per file was most of the project's time), so what one
 * file leaves behind is cleared here: the rendered trees, toasts waiting for a host, stubbed globals, fake timers, the page's settings.
 */
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, vi } from 'vitest';

// React's act() warnings are meant for a test environment: say it is one (vitest runs without globals).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** jsdom has no layout: what Mantine reads of it (a test of a phone screen replaces `matchMedia` itself). */
beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  // toasts raised with no host on screen wait for the next one (another file's): drop them
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const meta of document.head.querySelectorAll('meta[name^="fitfit-"]')) meta.remove();
});
