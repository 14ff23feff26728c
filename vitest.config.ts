import { configDefaults, defineConfig } from 'vitest/config';
import { postgresOnlyApiFiles } from './scripts/api-passes.mjs';

/**
 * Five projects: `unit` (pure rules, no database) and `unit-dom` (web hooks in happy-dom), `api` (the server
 * in-process against PGlite, or PostgreSQL when TEST_DATABASE_URL is set), `e2e` (Chromium against a platform
 * started by e2e/support) and `cluster` (`npm run test:cluster`: Chromium through nginx against several
 * nodes, e2e/cluster).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The files of a worker share loaded modules (as the api and e2e projects do): importing antd, React
          // and the contract again for each of ~120 files was ~25 s of CPU a run, most of the step. These
          // files keep no state between them (a shuffled order in one worker passes).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/vite/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.dom.test.{ts,tsx}'],
        },
      },
      {
        test: {
          // Hooks and components rendered in happy-dom (*.dom.test.*): each file in a fresh module graph and
          // document, since antd's message and React's act environment live in module and document state.
          name: 'unit-dom',
          include: ['apps/web/app/**/*.dom.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          // scripts/test.sh's PGlite pass (API_PASS=pglite) leaves out the files marked PostgreSQL-only.
          exclude: [
            'apps/server/src/**/*.unit.test.ts',
            ...(process.env.API_PASS === 'pglite' ? postgresOnlyApiFiles() : []),
          ],
          testTimeout: 30_000,
          // One migrated database per run that every file clones (apps/server/test/templates.ts).
          globalSetup: ['apps/server/test/api-global-setup.ts'],
          // A file's platform starts in beforeAll (PGlite, migrations): with two workers on two cores
          // that can take longer than alone.
          hookTimeout: 120_000,
          pool: 'forks',
          // Files in one worker share the loaded modules: importing the server's module graph took ~2.8 s of
          // CPU per file (340 s a pass). Each file still gets its own platform and database (startTestApp);
          // a file that changes process-wide state (env, spies) puts it back in afterAll/afterEach.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/retry-marker.ts', 'e2e/support/report-browser-work.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A group's files run one after the other in one worker that keeps the loaded modules (playwright,
          // e2e/support): importing them again for each file cost ~1 s of a busy core per file. Each file
          // still opens its own browser and seeds its own members.
          isolate: false,
          // …and one Chromium, each file with contexts of its own (e2e/support/shared-browser.ts).
          env: { E2E_SHARED_BROWSER: '1' },
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
