import { defineConfig } from 'vitest/config';

/**
 * Two projects: `db` (unit and API tests, on a migrated PGlite snapshot — or on the PostgreSQL server
 * of DATABASE_URL, one fresh database per test file) and `e2e` (a real Chromium against a running
 * server). `npm test` runs both.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'db',
          include: [
            'test/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/demo-provider/src/**/*.test.ts',
            'apps/demo-provider/test/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
          ],
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Vitest's default is one worker fewer than the cores: one on CI's two. Each file has its
          // own database (a PGlite copy or a fresh PostgreSQL database), so two run side by side.
          maxWorkers: 2,
          // Each worker imports the server once, not once per file (a third of the workers' time went
          // to importing): the files share nothing but modules (decision 53).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Migrates one PGlite per run; each file's server starts on a copy of it.
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['test/fail-on-console-error.ts'],
          // Each file starts its own server on its own port and database, so two run side by side.
          fileParallelism: true,
          maxWorkers: 2,
          // As in `db`: each worker imports the server, Playwright and the helpers once, not once per
          // file (about 8 CPU-seconds a file). Each file still starts and closes its own server and
          // Chromium in its own hooks (support/browser.ts); they share nothing but modules (decision 62).
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
