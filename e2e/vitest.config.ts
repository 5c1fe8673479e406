import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser tests: the real product (API + built SPA + embedded PostgreSQL) driven by Debian's Chromium. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    // 2-core machine: one file (one browser) at a time; the product runs once for the whole suite.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
