import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import type { Counters } from './counters.ts';
import { databaseCounters } from './database-counters.ts';
import { memoryCounters } from './memory-counters.ts';
import { redisCounters } from './redis-counters.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let unique = 0;
const freshKey = () => `test:${process.pid}:${Date.now()}:${unique++}`;

/** The behaviour every adapter must share; rate limits and lockouts rely on exactly this. */
function behavesLikeCounters(counters: () => Counters) {
  it('counts hits inside the window and reports count and ttl', async () => {
    const key = freshKey();
    expect(await counters().count(key)).toBe(0);
    expect(await counters().ttl(key)).toBe(0);
    expect(await counters().hit(key, 60)).toBe(1);
    expect(await counters().hit(key, 60)).toBe(2);
    expect(await counters().hit(key, 60)).toBe(3);
    expect(await counters().count(key)).toBe(3);
    const ttl = await counters().ttl(key);
    expect(ttl).toBeGreaterThan(55);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('adds more than one at a time when asked (a byte quota counts kilobytes)', async () => {
    const key = freshKey();
    expect(await counters().hit(key, 60, 2048)).toBe(2048);
    expect(await counters().hit(key, 60)).toBe(2049);
    expect(await counters().hit(key, 60, 500)).toBe(2549);
    expect(await counters().count(key)).toBe(2549);
  });

  it('keeps the window of the first hit (later hits do not extend it)', async () => {
    const key = freshKey();
    await counters().hit(key, 60);
    await counters().hit(key, 3600);
    expect(await counters().ttl(key)).toBeLessThanOrEqual(60);
  });

  it('starts again at 1 once the window has passed', async () => {
    const key = freshKey();
    await counters().hit(key, 0.3);
    await counters().hit(key, 0.3);
    await sleep(450);
    expect(await counters().count(key)).toBe(0);
    expect(await counters().ttl(key)).toBe(0);
    expect(await counters().hit(key, 60)).toBe(1);
    expect(await counters().ttl(key)).toBeGreaterThan(55);
  });

  it('resets one key without touching others', async () => {
    const [a, b] = [freshKey(), freshKey()];
    await counters().hit(a, 60);
    await counters().hit(b, 60);
    await counters().reset(a);
    expect(await counters().count(a)).toBe(0);
    expect(await counters().count(b)).toBe(1);
    expect(await counters().hit(a, 60)).toBe(1);
  });

  it('never loses a hit under concurrency', async () => {
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 25 }, () => counters().hit(key, 60)));
    expect([...answers].sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await counters().count(key)).toBe(25);
  });
}

describe('memory counters', () => {
  const counters = memoryCounters();
  behavesLikeCounters(() => counters);
});

describe('database counters', () => {
  let t: TestApp;
  let counters: Counters;
  beforeAll(async () => {
    t = await startTestApp();
    counters = databaseCounters(t.ctx.db);
  });
  afterAll(async () => {
    await t.close();
  });
  behavesLikeCounters(() => counters);
});

const redisBinary = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!redisBinary)(
  `redis counters${redisBinary ? '' : ' — SKIPPED: redis-server is not installed (apt-get install redis-server)'}`,
  () => {
    let server: ChildProcess;
    let counters: Counters;
    beforeAll(async () => {
      const port = await freePort();
      server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      counters = redisCounters(`redis://127.0.0.1:${port}/0`);
      for (let attempt = 0; ; attempt++) {
        try {
          await counters.count('ping');
          break;
        } catch (error) {
          if (attempt > 50) throw error;
          await sleep(100);
        }
      }
    });
    afterAll(async () => {
      await counters?.close?.();
      server?.kill();
    });
    behavesLikeCounters(() => counters);
  },
);
