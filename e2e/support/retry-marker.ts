import { beforeEach } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** How many attempts of this test failed before its last one (CI retries an e2e test once). */
    failedAttempts?: number;
  }
}

// CI gives a failed end-to-end test one more attempt (vitest.config.ts): two platforms, two browsers and
// ffmpeg share two cores there. A test that passes only on its second attempt is marked here, and
// scripts/summarise-results.mjs names it at the end of the run: a flake is reported, never hidden.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    task.meta.failedAttempts = (task.meta.failedAttempts ?? 0) + 1;
  });
});
