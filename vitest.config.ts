import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/test/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Files share their worker's jsdom and modules (React, Mantine…): set up once per file, they were most of
          // the project's time. `setup.ts` clears what a file leaves behind (rendered trees, stubs, timers).
          isolate: false,
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      // Import cycles, module boundaries, raw tenant filters and the docs' links: static checks, no database (so not in the api project's global setup).
      { test: { name: 'architecture', include: ['apps/api/test/architecture.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/api/test/architecture.test.ts'],
          environment: 'node',
          // Files share their worker's module cache: the app's module graph (Fastify, pdfkit, exceljs, the AWS
          // SDK…) is imported once per worker instead of once per file (~70 % of a file's time on 2 cores).
          // Each file still builds its own app on its own database; no test mocks modules. Module state of a
          // test helper must be reset by the file that uses it (fuzz-harness.ts).
          isolate: false,
          // Two files at a time (vitest's default is one less than the cores: one on 2 cores). A file waits on
          // PostgreSQL, its child processes and its timers much of its time; measured on a quiet 2-core machine on
          // 113 files: 265 s one at a time, 177 s two at a time. Each file has its own database (global-setup.ts).
          maxWorkers: 2,
          globalSetup: ['apps/api/test/global-setup.ts'],
          // TEST_CHEAP_PASSWORD_HASH: argon2id at its smallest cost in tests (apps/api/src/lib/passwords.ts).
          env: { DEMO_DAYS: '3', TEST_CHEAP_PASSWORD_HASH: 'true' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
