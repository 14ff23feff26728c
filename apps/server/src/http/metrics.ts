import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';

/** The platform's Prometheus metrics: one registry per app (tests start several apps in one process). */
export interface Metrics {
  registry: Registry;
  /** A queued job's run ended (platform/jobs runner): its kind, outcome and duration. */
  observeJob(kind: string, outcome: string, seconds: number): void;
  /** A payment notify was handled (slices/wallet notify route). */
  countPaymentNotify(provider: string, result: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600];

/** A notify's result ('credited', 'already_paid', 'refused: bad signature', …) as a bounded label. */
export function notifyOutcome(result: string): string {
  const head = /^[a-z_]{1,32}/.exec(result.trim())?.[0];
  return head ?? 'other';
}

/**
 * Who may read /metrics. With METRICS_TOKEN: only `Authorization: Bearer <METRICS_TOKEN>` (compared in
 * constant time). Without it: open outside production (a developer's machine), and switched off in
 * production (404) — loopback-only is no protection behind a reverse proxy on the same host, whose
 * forwarded public requests arrive from 127.0.0.1 too.
 */
export function metricsAccess(
  config: Config,
  authorization: string | undefined,
): 'ok' | 'unauthorised' | 'off' {
  const token = config.METRICS_TOKEN;
  if (!token) return config.isProduction ? 'off' : 'ok';
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'unauthorised';
}

/**
 * GET /metrics in Prometheus' text format: request rate and latency per route pattern (never the raw URL:
 * ids and queries would make a series per visitor), job run durations by kind (transcodes are
 * `media.transcode`), payment notify outcomes, Node's process metrics, and whatever the caller adds
 * (`collect`: the job queue and the ledger audit, domain-metrics.ts).
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Config,
  addCollectors: (registry: Registry) => void = () => {},
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Duration of queued job runs (media.transcode = a video transcode), by kind and outcome',
    labelNames: ['kind', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const notifies = new Counter({
    name: 'payment_notifies_total',
    help: 'Payment notifies received, by provider and outcome (credited, already_paid, refused, error, …)',
    labelNames: ['provider', 'outcome'],
    registers: [registry],
  });
  addCollectors(registry);

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeOf(request),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const access = metricsAccess(config, request.headers.authorization);
    if (access === 'off') return reply.callNotFound();
    if (access === 'unauthorised')
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('需要 METRICS_TOKEN（Authorization: Bearer …）');
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });

  const metrics: Metrics = {
    registry,
    observeJob: (kind, outcome, seconds) => jobRuns.observe({ kind, outcome }, seconds),
    countPaymentNotify: (provider, result) => notifies.inc({ provider, outcome: notifyOutcome(result) }),
  };
  app.decorate('metrics', metrics);
  return metrics;
}

/** The route pattern ('/api/courses/:id'); requests no route matched share one label. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(unmatched)';
}

/** For routes: counts a payment notify on the app's metrics. */
export function countPaymentNotify(request: FastifyRequest, provider: string, result: string): void {
  request.server.metrics?.countPaymentNotify(provider, result);
}
