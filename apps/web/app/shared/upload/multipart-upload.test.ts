import { describe, expect, it } from 'vitest';
import {
  speedMeter,
  uploadFile,
  type PlanAnswer,
  type ResumeMemory,
  type UploadApi,
  type UploadFile,
} from './multipart-upload.ts';

/** A storage + API double: parts land in a map keyed by upload and part number. */
function fakeServer(partSize = 4) {
  const uploads = new Map<number, { plan: PlanAnswer; parts: Map<number, string> }>();
  const calls: string[] = [];
  let nextId = 1;
  const ok = <T>(data: T) => ({ code: 200, msg: '', data });
  const stateOf = (id: number): PlanAnswer => {
    const u = uploads.get(id)!;
    return {
      ...u.plan,
      parts: [...u.parts.entries()].map(([n, body]) => ({
        part_number: n,
        etag: `e${n}`,
        size: body.length,
      })),
    };
  };
  const api: UploadApi = {
    token: async () => ok('tok'),
    open: async (input) => {
      const id = nextId++;
      calls.push(`open ${input.name}`);
      uploads.set(id, {
        plan: {
          upload_id: id,
          key: `k/${input.name}`,
          size: input.size,
          part_size: partSize,
          part_count: Math.ceil(input.size / partSize),
          state: 'uploading',
          parts: [],
        },
        parts: new Map(),
      });
      return ok(stateOf(id));
    },
    status: async (id) =>
      uploads.has(id) ? ok(stateOf(id)) : { code: 4004, msg: '上传任务不存在', data: null },
    sign: async (id, numbers) =>
      ok({ parts: numbers.map((n) => ({ part_number: n, url: `put/${id}/${n}` })) }),
    complete: async (id, parts) => {
      calls.push(`complete ${parts.map((p) => `${p.part_number}:${p.etag}`).join(',')}`);
      const joined = parts.map((p) => uploads.get(id)!.parts.get(p.part_number)).join('');
      return ok({ ...stateOf(id), state: 'complete', url: joined });
    },
    abort: async () => ok(null),
  };
  const failing = new Set<number>();
  const putPart = async (url: string, body: Blob, onProgress: (n: number) => void) => {
    const [, id, n] = url.split('/').map(Number);
    calls.push(`put ${n}`);
    if (failing.has(n!)) throw new Error('network down');
    onProgress(body.size);
    uploads.get(id!)!.parts.set(n!, await body.text());
    return `e${n}`;
  };
  return { api, putPart, calls, failing };
}

function memory(): ResumeMemory & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  };
}

const file = (text: string): UploadFile => {
  const blob = new Blob([text]);
  return {
    name: 'a.zip',
    size: blob.size,
    type: 'application/zip',
    lastModified: 1,
    slice: (s, e) => blob.slice(s, e),
  };
};

describe('uploadFile', () => {
  it('sends every part and completes with the parts in order', async () => {
    const server = fakeServer();
    const progress: number[] = [];
    const answer = await uploadFile({
      ...server,
      memory: memory(),
      purpose: 'plugin',
      file: file('0123456789'),
      onProgress: (p) => progress.push(p.percent),
      parallel: 2,
    });
    expect(answer.url).toBe('0123456789');
    expect(server.calls.at(-1)).toBe('complete 1:e1,2:e2,3:e3');
    expect(progress.at(-1)).toBe(100);
    expect(progress[0]).toBe(0);
  });

  it('resumes a dropped upload of the same file: stored parts are not sent again', async () => {
    const server = fakeServer();
    const mem = memory();
    server.failing.add(2);
    await expect(
      uploadFile({ ...server, memory: mem, purpose: 'plugin', file: file('0123456789'), parallel: 1 }),
    ).rejects.toThrow('network down');
    expect(server.calls.filter((c) => c === 'put 2')).toHaveLength(3);
    expect(mem.map.size).toBe(1);

    server.failing.clear();
    server.calls.length = 0;
    let resumed = false;
    const answer = await uploadFile({
      ...server,
      memory: mem,
      purpose: 'plugin',
      file: file('0123456789'),
      onProgress: (p) => (resumed = p.resumed),
    });
    expect(server.calls).toEqual(['put 2', 'put 3', 'complete 1:e1,2:e2,3:e3']);
    expect(answer.url).toBe('0123456789');
    expect(resumed).toBe(true);
    expect(mem.map.size).toBe(0);
  });

  it('starts afresh when the remembered upload is gone', async () => {
    const server = fakeServer();
    const mem = memory();
    mem.set('upload:plugin:a.zip:4:1', '99');
    await uploadFile({ ...server, memory: mem, purpose: 'plugin', file: file('abcd') });
    expect(server.calls[0]).toBe('open a.zip');
  });
});

describe('speedMeter', () => {
  it('measures bytes per second over the recent window', () => {
    let now = 0;
    const meter = speedMeter(() => now, 4000);
    expect(meter(0)).toBe(0);
    now = 1000;
    expect(meter(1000)).toBe(1000);
    now = 10_000;
    meter(5000);
    now = 11_000;
    expect(meter(7000)).toBe(2000);
  });
});
