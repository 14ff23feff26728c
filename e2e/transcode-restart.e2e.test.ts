import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client.ts';

/**
 * Issue 4: "kill the server during a transcode: after restart the job finishes once". A platform of its own
 * (API + worker, fresh data dir with demo data) is killed with SIGKILL while a demo lesson's video is being
 * transcoded, started again on the same data, and must finish that transcode exactly once.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-restart-'));
let server: ChildProcess | null = null;
let base = '';

function start(port: number): ChildProcess {
  return spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ROLES: 'api,worker',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null) return value;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, signal);
  await exited;
}

afterAll(async () => {
  if (server) await stop(server, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a transcode interrupted by a killed server', () => {
  it('finishes once after the restart', async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = start(port);
    await until('first start', 120_000, async () => ((await fetch(`${base}/readyz`)).ok ? true : null));
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
    await stop(server, 'SIGKILL');

    server = start(port);
    await until('restart', 120_000, async () => ((await fetch(`${base}/readyz`)).ok ? true : null));
    // The dead worker's lease (60 s) runs out, the job is claimed again and finishes.
    const after = await until('the transcode to finish', 300_000, async () => {
      const lesson = await firstLesson(courseId);
      return lesson?.video_status === 'ready' ? lesson : null;
    });
    expect(after.id).toBe(during.id);
    await stop(server, 'SIGTERM');
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
