/** Longest wait for an idle moment, so that what waits for one still comes on a busy page. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` when the browser is idle (requestIdleCallback; a timer where it is missing, as in Safari), to keep what
 * the first screen does not show out of its long tasks. Returns the cancel function.
 */
export const whenIdle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
};
