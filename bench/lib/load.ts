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
  /** How often each value of `LoadOptions.tallyHeader` was answered (absent header: "none"). */
  tally?: Record<string, number>;
}

export interface LoadOptions {
  /** Require the platform's `{"code":200` envelope (default); off for pages and other bodies. */
  checkBody?: boolean;
  /** Request headers sent with every request (a cookie, Accept-Encoding, …). */
  headers?: Record<string, string>;
  /** A response header whose values are counted, e.g. the page cache's `x-page-cache: hit|miss|bypass`. */
  tallyHeader?: string;
  /** `sequential` only: stop after this many seconds even if fewer than `count` requests were sent. */
  maxSeconds?: number;
  /**
   * `sequential` only: a query parameter set to a new number on every request, so that no request is answered
   * from the page cache (a render kept per path + query) while every shared data cache stays on.
   */
  uniqueQuery?: string;
}

/** Numbers for `uniqueQuery`, never repeated in one process (warm-up and batches alike). */
let uniqueQueryCounter = 0;

/** Counts answers per value of one response header. */
class Tally {
  readonly counts: Record<string, number> = {};
  constructor(readonly header: string | undefined) {}
  add(response: http.IncomingMessage): void {
    if (!this.header) return;
    const value = String(response.headers[this.header] ?? 'none');
    this.counts[value] = (this.counts[value] ?? 0) + 1;
  }
  result(): Record<string, number> | undefined {
    return this.header ? this.counts : undefined;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summarise(latencies: number[], errors: number, seconds: number, tally: Tally): LoadResult {
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
    ...(tally.result() ? { tally: tally.result() } : {}),
  };
}

/** One GET on a kept-alive connection; resolves with the latency, rejects on a non-200 or a body whose code is not 200. */
function get(agent: http.Agent, url: URL, options: LoadOptions, tally: Tally): Promise<number> {
  const checkBody = options.checkBody ?? true;
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: options.headers }, (response) => {
      tally.add(response);
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
  options: LoadOptions = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const tally = new Tally(options.tallyHeader);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        try {
          latencies.push(await get(agent, target, options, tally));
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  return summarise(latencies, errors, (performance.now() - started) / 1000, tally);
}

/**
 * Open loop: requests start at a fixed rate whether or not earlier ones answered (as real visitors do),
 * so a slow answer cannot hide the queue behind it.
 */
export async function atRate(
  url: string,
  rps: number,
  seconds: number,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const tally = new Tally(options.tallyHeader);
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
      get(agent, target, options, tally).then(
        (ms) => void latencies.push(ms),
        () => void (errors += 1),
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return summarise(latencies, errors, (performance.now() - started) / 1000, tally);
}

/** One request at a time: the latency a single visitor sees. */
export async function sequential(url: string, count: number, options: LoadOptions = {}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  const tally = new Tally(options.tallyHeader);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + (options.maxSeconds ?? Infinity) * 1000;
  for (let i = 0; i < count && performance.now() < deadline; i++) {
    if (options.uniqueQuery) target.searchParams.set(options.uniqueQuery, String(++uniqueQueryCounter));
    try {
      latencies.push(await get(agent, target, options, tally));
    } catch {
      errors += 1;
    }
  }
  agent.destroy();
  return summarise(latencies, errors, (performance.now() - started) / 1000, tally);
}
