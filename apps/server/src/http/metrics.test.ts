import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { enqueueJob } from '../platform/jobs/queue.ts';
import { createJobRunner } from '../platform/jobs/runner.ts';
import { createMember, logIn } from '../slices/account/testing.ts';

/** GET /metrics: what it reports, who may read it; and the member id / order number in request logs. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { logger: { level: 'info', stream: logStream } });
});
afterAll(() => t.close());

const scrape = async (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one series, e.g. `http_requests_total{method="GET",route="/api/courses/:id",status_code="200"}`. */
function series(body: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of body.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const ok = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (ok) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe('/metrics', () => {
  it('counts requests per route pattern, never per raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/courses/424242' });
    await t.app.inject({ method: 'GET', url: '/api/courses/434343?x=1' });
    const { statusCode, headers, body } = await scrape();
    expect(statusCode).toBe(200);
    expect(headers['content-type']).toContain('text/plain');
    expect(series(body, 'http_requests_total', { route: '/api/courses/:id', method: 'GET' })).toBe(2);
    expect(body).not.toContain('424242');
    expect(series(body, 'http_request_duration_seconds_count', { route: '/api/courses/:id' })).toBe(2);
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the job queue by kind, and job run durations', async () => {
    await enqueueJob(t.ctx.db, { kind: 'metrics.test', payload: {} });
    await enqueueJob(t.ctx.db, { kind: 'metrics.test', payload: {} });
    let body = (await scrape()).body;
    expect(series(body, 'jobs_in_queue', { kind: 'metrics.test', state: 'queued' })).toBe(2);
    expect(
      series(body, 'jobs_oldest_age_seconds', { kind: 'metrics.test', state: 'queued' }),
    ).toBeGreaterThanOrEqual(0);

    const runner = createJobRunner(t.ctx.db, [{ kind: 'metrics.test', run: async () => {} }], {
      onRunEnded: t.app.metrics.observeJob,
    });
    expect(await runner.runUntilIdle()).toBe(2);
    body = (await scrape()).body;
    expect(series(body, 'jobs_in_queue', { kind: 'metrics.test' })).toBeNull();
    expect(series(body, 'job_run_duration_seconds_count', { kind: 'metrics.test', outcome: 'done' })).toBe(2);
  });

  it('reports the ledger audit and payment notify outcomes', async () => {
    await createMember(t);
    await t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: 'forged=1' });
    const body = (await scrape()).body;
    expect(series(body, 'wallet_audit_problems')).toBe(0);
    expect(series(body, 'wallet_audit_members')).toBeGreaterThanOrEqual(0);
    expect(series(body, 'wallet_audit_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 600);
    expect(series(body, 'payment_notifies_total', { provider: 'sandbox', outcome: 'refused' })).toBe(1);
  });
});

describe('/metrics protection', () => {
  let guarded: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    guarded = await startTestApp({ METRICS_TOKEN: 'metrics-token-0123456789' });
    production = await startTestApp({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://unused/unused', // the harness opens its own database
      PUBLIC_URL: 'https://shop.example.test',
    });
  }, 120_000);
  afterAll(async () => {
    await guarded.close();
    await production.close();
  });

  it('with METRICS_TOKEN answers only its bearer', async () => {
    const get = (authorization?: string) =>
      guarded.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get('Bearer wrong-token-0123456789')).statusCode).toBe(401);
    expect((await get('Bearer metrics-token-01234567890')).statusCode).toBe(401);
    const ok = await get('Bearer metrics-token-0123456789');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_requests_total');
  });

  it('is not there in production without METRICS_TOKEN', async () => {
    const answer = await production.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('process_cpu');
  });
});

describe('request logs', () => {
  it('carry the member id once signed in, and the order number a recharge creates', async () => {
    const member = await createMember(t);
    const token = await logIn(t, member.phone!);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    const recharge = await t.app.inject({
      method: 'POST',
      url: '/api/integral/recharge',
      payload: { num: 1, pay_method: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    const orderNo = recharge.json().data.orderNo as string;
    expect(orderNo).toBeTruthy();
    const completed = (id: string) => logLines.find((l) => l.reqId === id && l.msg === 'request completed');
    expect(completed(String(me.headers['x-request-id']))).toMatchObject({ memberId: member.id });
    expect(completed(String(recharge.headers['x-request-id']))).toMatchObject({
      memberId: member.id,
      orderNo,
    });
    expect(JSON.stringify(logLines)).not.toContain(token);
  });
});
