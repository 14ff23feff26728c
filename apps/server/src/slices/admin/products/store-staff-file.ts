import { randomBytes } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { ADMIN_FILE_PREFIX, adminProductMessages, cleanFileName, Code, uploadProblem } from '@app/contract';
import { refuse } from '../../../kernel/errors/index.ts';
import { measuringStream } from '../../../platform/storage/measuring-stream.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';

export interface StaffFile {
  stream: Readable & { truncated?: boolean };
  filename: string;
  mimetype: string;
}

/**
 * A download file staff upload (a plugin package, manual or case; a material), streamed into private
 * storage at admin/files/<yyyymm>/<random>/<name>: never buffered whole, the creators' type rule (nothing
 * a browser would run) and the limit enforced while it flows (a file cut at the limit is deleted and refused).
 * Only signed links ever serve it (the public pages make them for members who may download).
 */
export async function storeStaffFile(storage: ObjectStorage, file: StaffFile, now = new Date()) {
  const name = cleanFileName(file.filename) || 'file';
  const problem = uploadProblem('plugin', { name, size: 0, type: file.mimetype });
  if (problem) {
    file.stream.resume();
    throw refuse(adminProductMessages.fileType, Code.invalid);
  }
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `${ADMIN_FILE_PREFIX}${month}/${randomBytes(12).toString('base64url')}/${name}`;
  const measure = measuringStream('md5');
  const contentType = file.mimetype || 'application/octet-stream';
  // A failing source destroys the measuring stream too, so the put fails instead of storing a cut file.
  pipeline(file.stream, measure.stream, () => {});
  await storage.put(key, measure.stream, { contentType });
  if (file.stream.truncated) {
    await storage.delete(key);
    throw refuse(adminProductMessages.fileTooLarge, Code.invalid);
  }
  if (measure.size === 0) {
    await storage.delete(key);
    throw refuse(adminProductMessages.fileMissing, Code.invalid);
  }
  return { key, name, size: measure.size };
}

/**
 * The size of a download file a save names: the item's current file, or one staff uploaded (under
 * admin/files/) that storage holds. Anything else (another member's upload, a public picture, a made-up
 * key) is refused, so a save can never point a paid download at a file it should not.
 */
export async function staffFileSize(storage: ObjectStorage, key: string, current: string[]): Promise<number> {
  if (!current.includes(key) && !key.startsWith(ADMIN_FILE_PREFIX))
    throw refuse(adminProductMessages.fileKeyInvalid, Code.invalid);
  const head = await storage.head(key).catch(() => null);
  if (!head) throw refuse(adminProductMessages.fileKeyInvalid, Code.invalid);
  return head.size;
}
