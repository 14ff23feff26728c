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
// The error of an attempt is printed here too: when the retry passes, vitest reports no error at all, and
// the page dump (support/browser.ts) says where the page stood, not what the test was waiting for.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    task.meta.failedAttempts = (task.meta.failedAttempts ?? 0) + 1;
    const error = task.result?.errors?.[0];
    const where = error?.stack?.split('\n').find((line) => line.includes('.e2e.test.ts'));
    console.error(
      `[attempt ${task.meta.failedAttempts} of "${task.name}" failed] ${error?.message?.split('\n')[0] ?? '(no error)'}${where ? `\n  ${where.trim()}` : ''}`,
    );
  });
});
