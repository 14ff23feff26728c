import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { createA1111Provider } from '../../platform/ai/render-a1111.ts';
import { fakeA1111, type FakeBackend } from '../../platform/ai/render-fakes.ts';
import { jobs } from '../../platform/jobs/schema.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { auditWallets } from '../wallet/audit-wallets.ts';
import { creditWallet } from '../wallet/ledger.ts';
import { walletEntries } from '../wallet/schema.ts';
import { queueRender } from './render-generate.ts';
import { aiRenderJobs, aiRenderStyles } from './render-schema.ts';
import { aiDailyUsage } from './schema.ts';

/**
 * "kill -9 of the worker mid-job": a render worker in a child process is killed with SIGKILL while the GPU
 * (a loopback AUTOMATIC1111) works on its job. After a restart the job is rendered once more and succeeds,
 * charged once; killed again on its last allowed attempt, it is refunded once. On PGlite (a data dir shared
 * in turn by the processes) or PostgreSQL (TEST_DATABASE_URL).
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'render-restart-'));
let url: string | undefined;
let drop = async () => {};
let gpu: FakeBackend;
let child: ChildProcess | null = null;

// Each worker process starts a TypeScript runtime and the database: slow on a busy machine.
beforeAll(async () => {
  const throwaway = await createThrowawayDatabase();
  if (throwaway) ({ url, drop } = throwaway);
  gpu = await fakeA1111();
  await withDatabase((database) => database.migrate());
});
afterAll(async () => {
  if (child) await stop(child);
  await gpu.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The database, open only while `use` runs (PGlite allows one process at a time). */
async function withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url, dataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

function startWorker(mode: 'serve' | 'drain'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/render-worker.ts', mode], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      A1111_URL: gpu.url,
      LEASE_MS: '1500',
      ...(url ? { DATABASE_URL: url } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
}

async function stop(process_: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (process_.exitCode !== null || !process_.pid) return;
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  process.kill(-process_.pid, signal);
  await exited;
  child = null;
}

/** Starts a worker, waits until the GPU receives its render, then kills the worker's process group. */
async function killMidRender(): Promise<void> {
  gpu.mode = 'hang';
  const rendering = gpu.nextRender();
  child = startWorker('serve');
  await rendering;
  await stop(child);
  // The dead worker's lease (1.5 s) runs out before anyone may take the job again.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

async function drainAfterRestart(): Promise<void> {
  gpu.mode = 'ok';
  child = startWorker('drain');
  const code = await new Promise((resolve) => child!.once('exit', resolve));
  child = null;
  expect(code).toBe(0);
}

/** A member without free uses today who pays 0.03 光子 for a 2倍 render, queued while nothing runs. */
async function queueJob(name: string): Promise<{ jobId: number; userId: number }> {
  return withDatabase(async ({ db }) => {
    const [member] = await db
      .insert(users)
      .values({ name, phone: `1370000${String(Date.now()).slice(-4)}` })
      .returning();
    await db.transaction((tx) =>
      creditWallet(tx, {
        userId: member!.id,
        amount: '1.00',
        title: '测试开户',
        sourceType: 'grant',
        sourceNo: `restart-${member!.id}`,
      }),
    );
    const { chinaDateKey } = await import('@app/contract');
    await db.insert(aiDailyUsage).values({ userId: member!.id, day: chinaDateKey(new Date()), img: 99 });
    let [style] = await db.select().from(aiRenderStyles).limit(1);
    if (!style) [style] = await db.insert(aiRenderStyles).values({ name: '重启测试' }).returning();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      RENDER_BACKEND: 'a1111',
      A1111_URL: gpu.url,
    });
    const deps = {
      db,
      storage: createStorage(config),
      provider: createA1111Provider({ baseUrl: gpu.url }),
      config,
    };
    const { job } = await queueRender(deps, member!.id, {
      style: style!.name,
      promt: 'restart me',
      fpromt: '',
      quality: 3,
      size: 1,
      image1: '',
      image2: '',
      weight1: 0.5,
      weight2: 0.5,
      type1: 1,
      type2: 1,
      cfg: 7,
      sampler: 'Euler a',
      steps: 20,
      vae: 1,
    });
    return { jobId: job.id, userId: member!.id };
  });
}

async function outcome(jobId: number, userId: number) {
  return withDatabase(async ({ db }) => {
    const [render] = await db.select().from(aiRenderJobs).where(eq(aiRenderJobs.id, jobId));
    const [queued] = await db.select().from(jobs).where(eq(jobs.id, render!.queueJobId!));
    const moves = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(walletEntries.id);
    const audit = await auditWallets(db);
    return {
      render: render!,
      queued: queued!,
      moves: moves.slice(1).map((e) => [e.action, e.amount]),
      problems: audit.problems,
    };
  });
}

describe('a render worker killed with SIGKILL mid-job', () => {
  it('renders the job again after the restart: it succeeds, charged once', async () => {
    const { jobId, userId } = await queueJob('重启会员一');
    await killMidRender();
    const during = await outcome(jobId, userId);
    expect(during.render).toMatchObject({ state: 'running', runs: 1 });
    await drainAfterRestart();
    const after = await outcome(jobId, userId);
    expect(after.render).toMatchObject({ state: 'succeeded', runs: 2, refundedAt: null });
    expect(after.render.outputs).toHaveLength(1);
    expect(after.queued).toMatchObject({ state: 'done', attempts: 2 });
    expect(after.moves).toEqual([[2, '0.03']]);
    expect(after.problems).toEqual([]);
  }, 600_000);

  it('refunds it once when the worker dies on its last attempt too', async () => {
    const { jobId, userId } = await queueJob('重启会员二');
    await killMidRender();
    await killMidRender();
    await drainAfterRestart();
    const after = await outcome(jobId, userId);
    expect(after.render).toMatchObject({
      state: 'failed',
      runs: 2,
      error: '渲染进程中断，本次消耗已退回，请重新生成',
    });
    expect(after.render.refundedAt).not.toBeNull();
    expect(after.queued).toMatchObject({ state: 'failed', attempts: 2 });
    expect(after.moves).toEqual([
      [2, '0.03'],
      [1, '0.03'],
    ]);
    expect(after.problems).toEqual([]);
  }, 600_000);
});
