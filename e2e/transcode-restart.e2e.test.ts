import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { CheckStatus, ContentStatus } from '../apps/server/src/kernel/visibility/index.ts';
import { makeTestClip } from '../apps/server/src/platform/media/synthetic-clip.ts';
import {
  categories,
  courseChapters,
  courses,
  courseTasks,
} from '../apps/server/src/slices/catalogue/schema.ts';
import { reportFaults } from '../apps/server/test/faults.ts';
import { compiledServerTool, freePort, stopGroup, until, waitReady } from '../apps/server/test/processes.ts';
import { spawnCompiledPlatform } from './support/ready-platform.ts';

/**
 * docs/spec-decisions.md "Learning, video pipeline and player": "kill the server during a transcode: after
 * restart the job finishes once", on the embedded PGlite with the real worker and ffmpeg. The platform is one
 * of its own on a fresh data dir WITHOUT the demo data: the demo's five clips would each be drawn and
 * transcoded before ours, minutes of CPU this test does not need. It holds one lesson, given one synthetic
 * clip by the operator command (`media:import`); the platform (API + worker) is killed with SIGKILL while
 * that clip is transcoding, started again on the same data, and must finish the transcode exactly once.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'platform-restart-'));
const dataDir = path.join(root, 'data');
const clipFile = path.join(root, 'lesson.mp4');
/**
 * Long enough that its transcode (a 720p and a 480p rendition, ffmpeg veryfast) lasts many of the worker's
 * once-a-second progress writes even on an idle machine, so it is caught midway; drawn with x264 ultrafast,
 * so it costs seconds.
 */
const CLIP = { seconds: 20, height: 720 };
/** A short lease, so the killed run's job is taken again seconds after the restart rather than a minute. */
const LEASE_SECONDS = 20;
/** Every process on this data (the platform and the operator command): PGlite under DATA_DIR. */
const platformEnv = {
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  NO_DEMO_DATA: 'true',
  JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  LOG_LEVEL: 'warn',
};
let server: ChildProcess | null = null;
let base = '';

/** The compiled server, as production runs it (it starts in about half the time of the sources through tsx). */
const start = (port: number) =>
  spawnCompiledPlatform({ ...platformEnv, PORT: String(port), ROLES: 'api,worker' });

/**
 * A public course with one chapter and one lesson (no video yet), written straight into the tables while no
 * platform runs (PGlite is one process at a time); the database is migrated here as a first start would.
 */
async function createLesson(): Promise<{ courseId: number; taskId: number }> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const [category] = await db
      .insert(categories)
      .values({ kind: 'course', name: '转码重启', level: 1 })
      .returning({ id: categories.id });
    const [course] = await db
      .insert(courses)
      .values({
        name: '转码重启',
        cateId: category!.id,
        status: ContentStatus.published,
        isCheck: CheckStatus.approved,
      })
      .returning({ id: courses.id });
    const [chapter] = await db
      .insert(courseChapters)
      .values({ courseId: course!.id, name: '第一章' })
      .returning({ id: courseChapters.id });
    const [task] = await db
      .insert(courseTasks)
      .values({ courseId: course!.id, chapterId: chapter!.id, name: '第一课' })
      .returning({ id: courseTasks.id });
    return { courseId: course!.id, taskId: task!.id };
  } finally {
    await database.close();
  }
}

/**
 * `npm run media:import -- FILE --task ID` as an operator runs it in production (the compiled tool, as the
 * platform here runs compiled too; through tsx it compiled the server's sources again): the clip stored and
 * its transcode queued.
 */
function importClip(taskId: number): void {
  const tool = compiledServerTool('cli/media-import');
  const run = spawnSync(
    process.execPath,
    ['--enable-source-maps', tool, clipFile, '--task', String(taskId)],
    {
      env: { ...process.env, ...platformEnv },
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`media:import exited ${run.status}:\n${run.stdout}${run.stderr}`);
}

interface Lesson {
  id: number;
  video_status: string;
  transcode_progress: number;
}

/** The course page's current lesson (its only one), as a visitor sees it. */
async function lessonOf(courseId: number): Promise<Lesson | null> {
  const answer = (await (await fetch(`${base}/api/courses/${courseId}`)).json()) as {
    data: { task: Lesson | null };
  };
  return answer.data.task;
}

afterAll(async () => {
  if (server) await stopGroup(server, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('a transcode interrupted by a killed server', () => {
  it('finishes once after the restart', async () => {
    mkdirSync(dataDir);
    makeTestClip(clipFile, CLIP);
    const { courseId, taskId } = await createLesson();
    importClip(taskId);

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = start(port);
    await waitReady(base, server);
    // Wait until the clip is partway through its transcode, then kill the whole process group (ffmpeg too).
    const during = await until('the clip partway through its transcode', 120_000, async () => {
      const lesson = await lessonOf(courseId);
      if (lesson?.video_status === 'ready') return 'finished' as const;
      return lesson?.video_status === 'transcoding' &&
        lesson.transcode_progress > 0 &&
        lesson.transcode_progress < 100
        ? lesson
        : null;
    });
    if (during === 'finished')
      throw new Error(
        'the transcode finished before the kill could interrupt it: give the clip more seconds',
      );
    await stopGroup(server, 'SIGKILL');
    reportFaults('transcode-restart', { 'kill -9 api+worker mid-transcode': 1 });

    server = start(port);
    await waitReady(base, server);
    // Nothing hands the dead worker's job back: only its lease running out lets the new worker claim it.
    const after = await until(
      `the killed run's job claimed again after its ${LEASE_SECONDS} s lease and the transcode finished`,
      240_000,
      async () => {
        const lesson = await lessonOf(courseId);
        return lesson?.video_status === 'ready' ? lesson : null;
      },
    );
    expect([during.id, after.id]).toEqual([taskId, taskId]);
    await stopGroup(server, 'SIGTERM');
    server = null;

    const database = await openDatabase({ dataDir });
    try {
      const result = await database.db.execute(sql`
        select j.state, j.attempts, a.state as asset_state
        from course_tasks t join media_assets a on a.id = t.media_asset_id
        join jobs j on j.kind = 'media.transcode' and (j.payload->>'assetId')::int = a.id
        where t.id = ${taskId}`);
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
  }, 480_000);
});
