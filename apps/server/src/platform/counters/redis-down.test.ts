import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { uniqueIp, uniquePhone } from '../../slices/account/testing.ts';
import { withFallback } from './fallback-counters.ts';
import { memoryCounters } from './memory-counters.ts';
import { redisCounters } from './redis-counters.ts';

/** A port on which nothing listens: every connection is refused at once. */
async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('rate limits with Redis refusing connections', () => {
  let url: string;
  beforeAll(async () => {
    url = `redis://127.0.0.1:${await refusingPort()}/0`;
  });

  it('the Redis adapter alone fails (so the fallback is needed), and fails fast', async () => {
    const redis = redisCounters(url);
    const started = Date.now();
    await expect(redis.hit('k', 60)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    await redis.close?.();
  });

  it('the counters fall back and keep counting, warning once', async () => {
    const warnings: string[] = [];
    const counters = withFallback(redisCounters(url), memoryCounters(), (m) => warnings.push(m));
    expect(await counters.hit('k', 60)).toBe(1);
    expect(await counters.hit('k', 60)).toBe(2);
    expect(await counters.count('k')).toBe(2);
    expect(await counters.ttl('k')).toBeGreaterThan(55);
    await counters.reset('k');
    expect(await counters.count('k')).toBe(0);
    expect(warnings).toHaveLength(1);
    // Redis was tried once; the calls after it went straight to the fallback.
    expect(warnings[0]).toContain('rate limits use the memory counters');
    await counters.close?.();
  });

  describe('the platform', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ REDIS_URL: url });
    }, 180_000);
    afterAll(() => t.close());

    it('still refuses a second SMS code within 60 s with its Chinese message, and never answers 500', async () => {
      const phone = uniquePhone();
      const send = () =>
        t.call('POST', '/api/verification-codes', {
          body: { phone, scene: 'register' },
          headers: uniqueIp(),
        });
      const first = await send();
      expect(first).toMatchObject({ status: 200, code: 200 });
      const again = await send();
      expect(again.status).toBe(200);
      expect(again.code).toBe(4029);
      expect(again.msg).toMatch(/^验证码发送太频繁，请 \d+ 秒后再试$/);
      expect(t.ctx.services.counters.kind).toBe('redis');
    });
  });
});
