import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { TEST_DEMO_PICTURE_CACHE_DIR } from '../apps/server/test/demo-picture-cache.ts';
import { reportFaults } from '../apps/server/test/faults.ts';
import { freePort, spawnPlatform, stopGroup, until, waitReady } from '../apps/server/test/processes.ts';

/**
 * Issue 4: "kill the server during a transcode: after restart the job finishes once". A platform of its own
 * (API + worker, fresh data dir with demo data) is killed with SIGKILL while a demo lesson's video is being
 * transcoded, started again on the same data, and must finish that transcode exactly once.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-restart-'));
let server: ChildProcess | null = null;
let base = '';

function start(port: number): ChildProcess {
  // A short lease, so the killed run's job is taken again seconds after the restart rather than a minute.
  return spawnPlatform({
    PORT: String(port),
    DATA_DIR: dataDir,
    ROLES: 'api,worker',
    NODE_ENV: 'development',
    JOB_LEASE_SECONDS: '20',
    DEMO_PICTURE_CACHE_DIR: TEST_DEMO_PICTURE_CACHE_DIR,
  });
}

interface Lesson {
  id: number;
  video_status: string;
  transcode_progress: number;
}

async function firstLesson(courseId: number): Promise<Lesson | null> {
  const answer = (await (await fetch(`${base}/api/courses/${courseId}`)).json()) as {
    data: { task: Lesson | null };
  };
  return answer.data.task;
}

afterAll(async () => {
  if (server) await stopGroup(server, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a transcode interrupted by a killed server', () => {
  it('finishes once after the restart', async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = start(port);
    // The first start creates the demo data on PGlite: slow on a busy machine.
    await waitReady(base, server, 240_000);
    const { data } = (await (await fetch(`${base}/api/courses?limit=12&offset=0&sort=0`)).json()) as {
      data: { courses: { id: number }[] };
    };
    const courseId = data.courses[0]!.id;

    // Wait until the lesson's video is partway through its transcode, then kill the whole process group.
    const during = await until('a transcode in progress', 240_000, async () => {
      const lesson = await firstLesson(courseId);
      return lesson &&
        lesson.video_status === 'transcoding' &&
        lesson.transcode_progress > 0 &&
        lesson.transcode_progress < 100
        ? lesson
        : null;
    });
    await stopGroup(server, 'SIGKILL');
    reportFaults('transcode-restart', { 'kill -9 api+worker mid-transcode': 1 });

    server = start(port);
    await waitReady(base, server);
    // The dead worker's lease (20 s) runs out, the job is claimed again and finishes.
    const after = await until('the transcode to finish', 300_000, async () => {
      const lesson = await firstLesson(courseId);
      return lesson?.video_status === 'ready' ? lesson : null;
    });
    expect(after.id).toBe(during.id);
    await stopGroup(server, 'SIGTERM');
    server = null;

    const database = await openDatabase({ dataDir });
    try {
      const result = await database.db.execute(sql`
        select j.state, j.attempts, a.state as asset_state
        from course_tasks t join media_assets a on a.id = t.media_asset_id
        join jobs j on j.kind = 'media.transcode' and (j.payload->>'assetId')::int = a.id
        where t.id = ${during.id}`);
      const rows = ((result as { rows?: unknown[] }).rows ?? result) as {
        state: string;
        attempts: number;
        asset_state: string;
      }[];
      // One job for the asset, done; claimed twice (the killed run and the one that finished); the asset ready.
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ state: 'done', attempts: 2, asset_state: 'ready' });
    } finally {
      await database.close();
    }
  }, 720_000);
});
