import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PartMismatchError, type ObjectStorage, type UploadedPart } from './storage.ts';
import { measuringStream } from './measuring-stream.ts';
import { signPart } from './url-signing.ts';

/** Upload ids are our own random hex, so a path built from one never leaves the multipart directory. */
export const isLocalUploadId = (id: string) => /^[0-9a-f]{32}$/.test(id);

interface UploadMeta {
  key: string;
  contentType: string;
}

export type LocalMultipart = Pick<
  ObjectStorage,
  'createMultipart' | 'presignPart' | 'listParts' | 'completeMultipart' | 'abortMultipart'
> & {
  /**
   * Stores one part streamed from the request (never buffered whole); answers its ETag (MD5, as S3's).
   * Null when the upload is unknown. A part sent again replaces the earlier one.
   */
  receivePart(uploadId: string, partNumber: number, body: Readable): Promise<string | null>;
};

/**
 * The local driver's multipart upload, the same flow as S3's: parts are files under
 * `<dir>/<uploadId>/<n>.part` with a `<n>.json` holding ETag and size, PUT by the browser to signed URLs
 * this process serves (file-routes.ts); completing streams them in order into the object.
 */
export function localMultipart(options: {
  dir: string;
  secret: string;
  baseUrl: string;
  now: () => number;
  put: ObjectStorage['put'];
}): LocalMultipart {
  const uploadDir = (uploadId: string) => {
    if (!isLocalUploadId(uploadId)) throw new Error('上传任务不存在');
    return path.join(options.dir, uploadId);
  };
  const readMeta = async (uploadId: string): Promise<UploadMeta | null> => {
    try {
      return JSON.parse(await readFile(path.join(uploadDir(uploadId), 'upload.json'), 'utf8')) as UploadMeta;
    } catch {
      return null;
    }
  };
  const listParts = async (uploadId: string): Promise<UploadedPart[] | null> => {
    if (!isLocalUploadId(uploadId) || !(await readMeta(uploadId))) return null;
    const names = await readdir(uploadDir(uploadId));
    const parts = await Promise.all(
      names
        .filter((n) => /^\d{1,5}\.json$/.test(n))
        .map(async (n) => {
          const info = JSON.parse(await readFile(path.join(uploadDir(uploadId), n), 'utf8')) as {
            etag: string;
            size: number;
          };
          return { partNumber: Number(n.split('.')[0]), etag: info.etag, size: info.size };
        }),
    );
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  };

  return {
    async createMultipart(key, { contentType }) {
      const uploadId = randomBytes(16).toString('hex');
      await mkdir(uploadDir(uploadId), { recursive: true });
      await writeFile(
        path.join(uploadDir(uploadId), 'upload.json'),
        JSON.stringify({ key, contentType } satisfies UploadMeta),
      );
      return uploadId;
    },
    async presignPart(_key, uploadId, partNumber, { expiresInSeconds, maxBytes }) {
      const expires = Math.floor(options.now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        max: String(maxBytes),
        sig: signPart(options.secret, uploadId, partNumber, expires, maxBytes),
      });
      return {
        url: `${options.baseUrl}/multipart/${uploadId}/${partNumber}?${query}`,
        method: 'PUT',
        headers: {},
      };
    },
    listParts: (_key, uploadId) => listParts(uploadId),
    async receivePart(uploadId, partNumber, body) {
      if (!isLocalUploadId(uploadId) || !(await readMeta(uploadId))) return null;
      const file = path.join(uploadDir(uploadId), `${partNumber}.part`);
      const temp = `${file}.${randomBytes(6).toString('hex')}.partial`;
      const measure = measuringStream('md5');
      try {
        await pipeline(body, measure.stream, createWriteStream(temp));
        const etag = measure.digest();
        await rename(temp, file);
        await writeFile(
          path.join(uploadDir(uploadId), `${partNumber}.json`),
          JSON.stringify({ etag, size: measure.size }),
        );
        return etag;
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async completeMultipart(key, uploadId, wanted) {
      const meta = await readMeta(uploadId);
      const stored = await listParts(uploadId);
      if (!meta || !stored || meta.key !== key) throw new PartMismatchError(wanted[0]?.partNumber ?? 0);
      const byNumber = new Map(stored.map((p) => [p.partNumber, p]));
      let previous = 0;
      for (const part of wanted) {
        const found = byNumber.get(part.partNumber);
        if (!found || found.etag !== part.etag.replace(/"/g, '') || part.partNumber <= previous)
          throw new PartMismatchError(part.partNumber);
        previous = part.partNumber;
      }
      const dir = uploadDir(uploadId);
      async function* joined() {
        for (const part of wanted) yield* createReadStream(path.join(dir, `${part.partNumber}.part`));
      }
      await options.put(key, Readable.from(joined()), { contentType: meta.contentType });
      await rm(dir, { recursive: true, force: true });
    },
    async abortMultipart(_key, uploadId) {
      if (isLocalUploadId(uploadId)) await rm(uploadDir(uploadId), { recursive: true, force: true });
    },
  };
}
