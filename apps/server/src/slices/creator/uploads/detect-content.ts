import { fileTypeFromBuffer } from 'file-type';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';

/** Enough of the start of a file for every format the detector knows (it reads at most ~4 KB for most). */
const SNIFF_BYTES = 64 * 1024;

/**
 * The type a stored object's bytes show (`file-type`, a maintained detector, not a table of our own),
 * read from its first bytes only; undefined when they match no known format (text, HTML, script,
 * unknown binaries).
 */
export async function detectStoredType(
  storage: ObjectStorage,
  key: string,
  size: number,
): Promise<string | undefined> {
  if (size === 0) return undefined;
  const object = await storage.get(key, { range: { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 } });
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of object.body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    read += chunk.length;
    if (read >= SNIFF_BYTES) break;
  }
  object.body.destroy();
  return (await fileTypeFromBuffer(Buffer.concat(chunks).subarray(0, SNIFF_BYTES)))?.mime;
}
