import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules, no database) and `api` (the server in-process against PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set). End-to-end browser tests live in e2e/ and run separately.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'apps/web/app/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
