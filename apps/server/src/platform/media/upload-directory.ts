import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { ObjectStorage } from '../storage/storage.ts';
import { contentTypeFromKey } from '../storage/storage-keys.ts';

/** Puts each listed file of `dir` under `prefix/<relative path>`, a few at a time; answers the keys. */
export async function uploadFiles(
  storage: ObjectStorage,
  dir: string,
  files: string[],
  prefix: string,
  options: { concurrency?: number; signal?: AbortSignal } = {},
): Promise<string[]> {
  const concurrency = options.concurrency ?? 8;
  const keys: string[] = [];
  for (let i = 0; i < files.length; i += concurrency) {
    options.signal?.throwIfAborted();
    await Promise.all(
      files.slice(i, i + concurrency).map(async (file) => {
        const key = `${prefix}/${file}`;
        await storage.put(key, createReadStream(path.join(dir, file)), {
          contentType: contentTypeFromKey(key),
        });
        keys.push(key);
      }),
    );
  }
  return keys;
}
