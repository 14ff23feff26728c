import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { claimJob, completeJob, enqueueJob, failJob, retryDelayMs } from './queue.ts';
import { createJobRunner, type JobHandler } from './runner.ts';
import { jobs } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let kindSeq = 0;
/** Each test uses its own job kind so that jobs of other tests are never claimed. */
const freshKind = () => `test.kind-${++kindSeq}`;
const jobRow = async (id: number) => (await t.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** What a worker killed mid-job leaves behind: 'running' with a lease that has run out. */
const expireLease = (id: number) =>
  t.ctx.db
    .update(jobs)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));

describe('job queue', () => {
  it('runs a job once and keeps one job per unique key', async () => {
    const kind = freshKind();
    const id = (await enqueueJob(t.ctx.db, { kind, payload: { n: 1 }, uniqueKey: `${kind}:1` }))!;
    expect(await enqueueJob(t.ctx.db, { kind, payload: { n: 2 }, uniqueKey: `${kind}:1` })).toBeNull();
    const ran: unknown[] = [];
    const runner = createJobRunner(t.ctx.db, [{ kind, run: async (p) => void ran.push(p) }]);
    expect(await runner.runUntilIdle()).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1, lockedBy: null, progress: 100 });
    expect(await runner.runNext()).toBe('idle');
  });

  it('re-runs a job whose worker died (lease expired) exactly once more; the dead claim cannot complete it', async () => {
    const kind = freshKind();
    const id = (await enqueueJob(t.ctx.db, { kind, payload: {} }))!;
    const dead = (await claimJob(t.ctx.db, { workerId: 'worker-a', kinds: [kind], leaseMs: 60_000 }))!;
    expect(dead.id).toBe(id);
    // While the lease holds, nobody else gets it.
    expect(await claimJob(t.ctx.db, { workerId: 'worker-b', kinds: [kind], leaseMs: 60_000 })).toBeNull();
    await expireLease(id);
    let runs = 0;
    const b = createJobRunner(t.ctx.db, [{ kind, run: async () => void (runs += 1) }], {
      workerId: 'worker-b',
    });
    expect(await b.runUntilIdle()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
    // Worker A "comes back" and tries to finish: refused, the job stays done.
    expect(await completeJob(t.ctx.db, dead)).toBe(false);
    expect(await failJob(t.ctx.db, dead, 'late')).toBe('lost');
    expect(await jobRow(id)).toMatchObject({ state: 'done', lastError: null });
    expect(await b.runNext()).toBe('idle');
  });

  it('retries a failing job after a growing delay, then fails it and calls giveUp once', async () => {
    const kind = freshKind();
    const id = (await enqueueJob(t.ctx.db, { kind, payload: { asset: 9 }, maxAttempts: 3 }))!;
    const gaveUp: unknown[] = [];
    const handler: JobHandler = {
      kind,
      run: async () => {
        throw new Error('ffmpeg 转码失败');
      },
      giveUp: async (payload, error) => void gaveUp.push([payload, error]),
    };
    const runner = createJobRunner(t.ctx.db, [handler]);
    expect(await runner.runNext()).toBe('retry');
    const afterFirst = await jobRow(id);
    expect(afterFirst).toMatchObject({ state: 'queued', attempts: 1, lastError: 'ffmpeg 转码失败' });
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect(await runner.runNext()).toBe('idle');
    for (const outcome of ['retry', 'failed'] as const) {
      await t.ctx.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.id, id));
      expect(await runner.runNext()).toBe(outcome);
    }
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 3 });
    expect(gaveUp).toEqual([[{ asset: 9 }, 'ffmpeg 转码失败']]);
    expect([1, 2, 3, 20].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 3_600_000]);
  });

  it('fails a job whose worker died on its last attempt', async () => {
    const kind = freshKind();
    const id = (await enqueueJob(t.ctx.db, { kind, payload: { x: 1 }, maxAttempts: 1 }))!;
    await claimJob(t.ctx.db, { workerId: 'doomed', kinds: [kind], leaseMs: 60_000 });
    await expireLease(id);
    const gaveUp: unknown[] = [];
    const runner = createJobRunner(t.ctx.db, [
      { kind, run: async () => {}, giveUp: async (p) => void gaveUp.push(p) },
    ]);
    expect(await runner.runNext()).toBe('idle');
    expect(await jobRow(id)).toMatchObject({ state: 'failed' });
    expect(gaveUp).toEqual([{ x: 1 }]);
  });

  it('never hands one job to two claimers polling at the same time', async () => {
    const kind = freshKind();
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push((await enqueueJob(t.ctx.db, { kind, payload: { i } }))!);
    const claims = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        claimJob(t.ctx.db, { workerId: `w${i % 2}`, kinds: [kind], leaseMs: 60_000 }),
      ),
    );
    const got = claims.filter((c) => c !== null).map((c) => c!.id);
    expect(new Set(got).size).toBe(got.length);
    expect([...got].sort((a, b) => a - b)).toEqual(ids);

    // Two runners draining one queue concurrently: every job runs exactly once.
    const kind2 = freshKind();
    for (let i = 0; i < 24; i++) await enqueueJob(t.ctx.db, { kind: kind2, payload: { i } });
    const seen: number[] = [];
    const handler = (who: string): JobHandler => ({
      kind: kind2,
      run: async (p) => {
        seen.push(p.i as number);
        await new Promise((r) => setTimeout(r, 5 + (who === 'a' ? 3 : 0)));
      },
    });
    const a = createJobRunner(t.ctx.db, [handler('a')], { workerId: 'runner-a' });
    const b = createJobRunner(t.ctx.db, [handler('b')], { workerId: 'runner-b' });
    const [ranA, ranB] = await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);
    expect(ranA + ranB).toBe(24);
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  it('hands an interrupted job back on stop without counting the attempt', async () => {
    const kind = freshKind();
    const id = (await enqueueJob(t.ctx.db, { kind, payload: {} }))!;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const runner = createJobRunner(
      t.ctx.db,
      [
        {
          kind,
          run: (_p, job) =>
            new Promise((_resolve, reject) => {
              started();
              job.signal.addEventListener('abort', () => reject(new Error('已取消')));
            }),
        },
      ],
      { pollMs: 10 },
    );
    runner.start();
    await running;
    await runner.stop();
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
  });

  it('completes a job whose handler finished just as the worker was told to stop', async () => {
    const kind = freshKind();
    const id = (await enqueueJob(t.ctx.db, { kind, payload: {} }))!;
    let finishing!: () => void;
    const reachedEnd = new Promise<void>((r) => (finishing = r));
    let release!: () => void;
    const stopAsked = new Promise<void>((r) => (release = r));
    const runner = createJobRunner(
      t.ctx.db,
      [
        {
          kind,
          // The work is done (results committed); the stop arrives before the runner marks the job done.
          run: async () => {
            finishing();
            await stopAsked;
          },
        },
      ],
      { pollMs: 10 },
    );
    runner.start();
    await reachedEnd;
    const stopping = runner.stop();
    release();
    await stopping;
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });
  });

  it('takes a job over when the heartbeat finds the lease lost, and does not complete it', async () => {
    const kind = freshKind();
    const id = (await enqueueJob(t.ctx.db, { kind, payload: {} }))!;
    let aborted = false;
    const runner = createJobRunner(
      t.ctx.db,
      [
        {
          kind,
          run: async (_p, job) => {
            // Another worker takes the job over behind our back.
            await t.ctx.db.update(jobs).set({ lockedBy: 'usurper' }).where(eq(jobs.id, id));
            await new Promise((r) => setTimeout(r, 400));
            aborted = job.signal.aborted;
          },
        },
      ],
      { leaseMs: 300 },
    );
    expect(await runner.runNext()).toBe('lost');
    expect(aborted).toBe(true);
    expect(await jobRow(id)).toMatchObject({ state: 'running', lockedBy: 'usurper' });
  });
});
