import http from 'node:http';

/** Latencies in milliseconds, summarised. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

/** One GET on a kept-alive connection; resolves with the latency, rejects on a non-200 or a body whose code is not 200. */
function get(
  agent: http.Agent,
  url: URL,
  checkBody: boolean,
  headers: http.OutgoingHttpHeaders,
): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200) return reject(new Error(`HTTP ${response.statusCode}`));
        if (checkBody && !Buffer.concat(chunks).toString().startsWith('{"code":200'))
          return reject(new Error('code not 200'));
        resolve(ms);
      });
    });
    request.on('error', reject);
  });
}

/** Closed loop: `connections` clients each send the next request when the last answered, for `seconds`. */
export async function saturate(
  url: string,
  connections: number,
  seconds: number,
  checkBody = true,
  /** e.g. a member's `Authorization: Bearer …` */
  headers: http.OutgoingHttpHeaders = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        try {
          latencies.push(await get(agent, target, checkBody, headers));
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  return summarise(latencies, errors, (performance.now() - started) / 1000);
}

/**
 * Open loop: requests start at a fixed rate whether or not earlier ones answered (as real visitors do),
 * so a slow answer cannot hide the queue behind it.
 */
export async function atRate(
  url: string,
  rps: number,
  seconds: number,
  checkBody = true,
  headers: http.OutgoingHttpHeaders = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rps * seconds);
  const interval = 1000 / rps;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      get(agent, target, checkBody, headers).then(
        (ms) => void latencies.push(ms),
        () => void (errors += 1),
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return summarise(latencies, errors, (performance.now() - started) / 1000);
}

/** One request at a time: the latency a single visitor sees. */
export async function sequential(
  url: string,
  count: number,
  checkBody = true,
  headers: http.OutgoingHttpHeaders = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    try {
      latencies.push(await get(agent, target, checkBody, headers));
    } catch {
      errors += 1;
    }
  }
  agent.destroy();
  return summarise(latencies, errors, (performance.now() - started) / 1000);
}
