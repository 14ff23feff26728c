import { UPLOAD_PARALLEL_PARTS, uploadMessages, type UploadPurpose } from '@app/contract/web';

/**
 * The browser side of the direct upload (001 §7 "Object storage"): the file goes straight to storage in
 * presigned parts, 4 at a time, never through the API. The upload id is remembered per file, so after a
 * reload or a dropped connection the same file resumes: storage says which parts it holds and only the
 * rest are sent. Everything outside (API calls, the PUT itself, the memory) is passed in, so this runs the
 * same in a test as in the page.
 */

export interface PlanAnswer {
  upload_id: number;
  key: string;
  size: number;
  part_size: number;
  part_count: number;
  state: 'uploading' | 'complete' | 'aborted';
  parts: { part_number: number; etag: string; size: number }[];
}

/** What the uploader needs from the API; each answers the `{code, msg, data}` of its call. */
export interface UploadApi {
  token(): Promise<Result<string>>;
  open(input: {
    token: string;
    purpose: UploadPurpose;
    name: string;
    size: number;
    content_type: string;
  }): Promise<Result<PlanAnswer>>;
  status(id: number): Promise<Result<PlanAnswer>>;
  sign(id: number, partNumbers: number[]): Promise<Result<{ parts: { part_number: number; url: string }[] }>>;
  complete(
    id: number,
    parts: { part_number: number; etag: string }[],
  ): Promise<Result<PlanAnswer & { url: string }>>;
  abort(id: number): Promise<Result<null>>;
}
export type Result<T> = { code: number; msg: string; data: T | null };

/** PUTs one part; reports bytes sent so far; answers the part's ETag. */
export type PutPart = (
  url: string,
  body: Blob,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
) => Promise<string>;

/** Where upload ids are remembered between page loads (localStorage in the page). */
export interface ResumeMemory {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export interface UploadProgress {
  sent: number;
  total: number;
  /** 0–100. */
  percent: number;
  /** Bytes per second over the last few seconds. */
  speed: number;
  /** Seconds left at that speed; null before there is a speed. */
  remaining: number | null;
  /** True when this upload picked up parts stored before (a resume). */
  resumed: boolean;
}

export interface UploadFile {
  name: string;
  size: number;
  type: string;
  lastModified: number;
  slice(start: number, end: number): Blob;
}

export class UploadError extends Error {}

const memoryKey = (purpose: string, file: UploadFile) =>
  `upload:${purpose}:${file.name}:${file.size}:${file.lastModified}`;

const must = <T>(answer: Result<T>): T => {
  if (answer.code !== 200 || answer.data === null) throw new UploadError(answer.msg || uploadMessages.failed);
  return answer.data;
};

/** Moving speed over a short window, so the remaining time follows the connection as it changes. */
export function speedMeter(now: () => number, windowMs = 4000) {
  const samples: [number, number][] = [];
  return (sent: number): number => {
    const at = now();
    samples.push([at, sent]);
    while (samples.length > 2 && at - samples[0]![0] > windowMs) samples.shift();
    const [firstAt, firstSent] = samples[0]!;
    return at > firstAt ? ((sent - firstSent) * 1000) / (at - firstAt) : 0;
  };
}

export async function uploadFile(options: {
  api: UploadApi;
  putPart: PutPart;
  memory: ResumeMemory;
  purpose: UploadPurpose;
  file: UploadFile;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  now?: () => number;
  parallel?: number;
  attempts?: number;
}): Promise<{ key: string; url: string; name: string }> {
  const { api, file, purpose, memory } = options;
  const signal = options.signal ?? new AbortController().signal;
  const remembered = memoryKey(purpose, file);
  let plan: PlanAnswer | null = null;
  const earlier = Number(memory.get(remembered));
  if (earlier > 0) {
    const status = await api.status(earlier);
    if (status.code === 200 && status.data?.state === 'uploading' && status.data.size === file.size)
      plan = status.data;
  }
  const resumed = plan !== null && plan.parts.length > 0;
  if (!plan) {
    const token = must(await api.token());
    plan = must(
      await api.open({
        token,
        purpose,
        name: file.name,
        size: file.size,
        content_type: file.type || 'application/octet-stream',
      }),
    );
    memory.set(remembered, String(plan.upload_id));
  }
  const done = new Map(plan.parts.map((p) => [p.part_number, p.etag]));
  const inFlight = new Map<number, number>();
  let stored = plan.parts.reduce((sum, p) => sum + p.size, 0);
  const meter = speedMeter(options.now ?? Date.now);
  const report = () => {
    const sent = stored + [...inFlight.values()].reduce((a, b) => a + b, 0);
    const speed = meter(sent);
    options.onProgress?.({
      sent,
      total: file.size,
      percent: file.size ? Math.min(100, Math.floor((sent * 100) / file.size)) : 100,
      speed,
      remaining: speed > 0 ? Math.ceil((file.size - sent) / speed) : null,
      resumed,
    });
  };
  report();

  const queue = Array.from({ length: plan.part_count }, (_, i) => i + 1).filter((n) => !done.has(n));
  const partSize = plan.part_size;
  const id = plan.upload_id;
  const sendPart = async (n: number) => {
    const body = file.slice((n - 1) * partSize, Math.min(file.size, n * partSize));
    for (let attempt = 1; ; attempt++) {
      try {
        const [signed] = must(await api.sign(id, [n])).parts;
        const etag = await options.putPart(
          signed!.url,
          body,
          (sent) => {
            inFlight.set(n, sent);
            report();
          },
          signal,
        );
        inFlight.delete(n);
        stored += body.size;
        done.set(n, etag);
        report();
        return;
      } catch (error) {
        inFlight.delete(n);
        if (signal.aborted || attempt >= (options.attempts ?? 3)) throw error;
      }
    }
  };
  const worker = async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) await sendPart(n);
  };
  await Promise.all(Array.from({ length: options.parallel ?? UPLOAD_PARALLEL_PARTS }, worker));

  const parts = [...done.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([part_number, etag]) => ({ part_number, etag }));
  const finished = await api.complete(id, parts);
  // A refused completion (wrong size, mismatching part) cannot be resumed: the next try starts afresh.
  memory.remove(remembered);
  const data = must(finished);
  return { key: data.key, url: data.url, name: file.name };
}

/** Cancels the remembered upload of this file (abort cleans stored parts up) and forgets it. */
export async function abortFile(
  api: UploadApi,
  memory: ResumeMemory,
  purpose: UploadPurpose,
  file: UploadFile,
) {
  const remembered = memoryKey(purpose, file);
  const id = Number(memory.get(remembered));
  memory.remove(remembered);
  if (id > 0) await api.abort(id);
}
