import { defineConfig } from 'vitest/config';

/**
 * Four projects: `unit` (pure rules, no database) and `api` (the server in-process against PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set) and `e2e` (Chromium against a platform started by e2e/support),
 * and `cluster` (`npm run test:cluster`: Chromium through a proxy against several nodes, e2e/cluster).
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
            'apps/web/app/**/*.test.{ts,tsx}',
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
          setupFiles: ['e2e/support/retry-marker.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // On CI one more attempt for a failed test (busy two-core machine); the summary names every test
          // that needed it (e2e/support/retry-marker.ts). Locally a failure fails at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['e2e/cluster/**/*.cluster.test.ts'],
          globalSetup: ['e2e/cluster/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
