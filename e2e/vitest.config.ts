import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser tests: the real product (API + built SPA + embedded PostgreSQL) driven by Debian's Chromium. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    // Three files (three browsers) at a time against the one product started by the global setup: each file
    // creates the data it changes, so they cannot interfere. A browser test waits on the page as much as it
    // computes: on 2 cores three workers ran the suite in 571 s against 681 s with two (CI rehearsal, 2026-11-28).
    // E2E_WORKERS=1 runs one file at a time (to tell a flaky interaction from a real failure).
    fileParallelism: true,
    // The files of a worker share its module cache and its browser (support/browser.ts): one Chromium start and
    // one import of playwright-core per worker instead of per file. Each file still opens a fresh context per
    // page and creates the data it changes.
    isolate: false,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    // Waiting for a state (expect.poll) gets the same 15 s as a locator (support/browser.ts ACTION_TIMEOUT_MS):
    // vitest's default 1 s is too short on a busy 2-core machine, where a page can take seconds to show its data.
    expect: { poll: { timeout: 15_000 } },
    // The longest flows (caisse-card products: create, filter, reorder, card, delete) take ~60 s on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
