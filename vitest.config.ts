import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure rules, no database) and `api` (the server in-process against PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set) and `e2e` (Chromium against a platform started by e2e/support).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'apps/web/app/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          testTimeout: 30_000,
          // A file's platform starts in beforeAll (PGlite, migrations): with two workers on two cores
          // that can take longer than alone.
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
