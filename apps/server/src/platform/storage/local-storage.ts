import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { localMultipart, type LocalMultipart } from './local-multipart.ts';
import { assertValidKey, contentTypeFromKey, encodeKeyPath, META_SUFFIX } from './storage-keys.ts';
import type { ObjectStorage } from './storage.ts';
import { signDownload, signUpload } from './url-signing.ts';

export interface LocalStorageOptions {
  /** Directory holding the objects: `<DATA_DIR>/storage`. */
  root: string;
  /** APP_SECRET: signs download and upload links. */
  secret: string;
  /** Prefix of served URLs; '/files' (relative, same origin as the web app). */
  baseUrl?: string;
  now?: () => number;
  /** Where multipart parts wait until completed; default `<root>-multipart` beside the objects. */
  multipartDir?: string;
}

/** The local driver also receives multipart parts itself (file-routes.ts). */
export type LocalObjectStorage = ObjectStorage & Pick<LocalMultipart, 'receivePart'> & { kind: 'local' };

export const isLocalStorage = (storage: ObjectStorage): storage is LocalObjectStorage =>
  storage.kind === 'local' && 'receivePart' in storage;

interface Meta {
  contentType: string;
}

/**
 * Embedded default: objects are files under `root/<key>` with a `<key>.meta.json` sidecar holding the
 * content type. This process serves them at `/files/<key>` (see file-routes.ts); non-public keys need
 * an HMAC-signed, expiring link.
 */
export function localStorage(options: LocalStorageOptions): LocalObjectStorage {
  const root = path.resolve(options.root);
  const baseUrl = (options.baseUrl ?? '/files').replace(/\/$/, '');
  const now = options.now ?? Date.now;
  const fileOf = (key: string) => {
    const file = path.resolve(root, assertValidKey(key));
    // Belt and braces: assertValidKey already refuses '..', this guards against anything it missed.
    if (!file.startsWith(root + path.sep)) throw new Error('存储路径越界');
    return file;
  };
  const metaOf = async (key: string, file: string): Promise<Meta> => {
    try {
      return JSON.parse(await readFile(file + META_SUFFIX, 'utf8')) as Meta;
    } catch {
      return { contentType: contentTypeFromKey(key) };
    }
  };
  const statOf = async (file: string) => {
    try {
      const info = await stat(file);
      return info.isFile() ? info : null;
    } catch {
      return null;
    }
  };

  const put: ObjectStorage['put'] = async (key, body, { contentType }) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside the target and rename: readers never see half a file, a failed upload leaves nothing.
    const temp = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp));
      await writeFile(file + META_SUFFIX, JSON.stringify({ contentType } satisfies Meta));
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };
  const multipart = localMultipart({
    dir: path.resolve(options.multipartDir ?? `${root}-multipart`),
    secret: options.secret,
    baseUrl,
    now,
    put,
  });

  return {
    kind: 'local',
    put,
    ...multipart,
    async get(key, getOptions) {
      const file = fileOf(key);
      const info = await statOf(file);
      if (!info) return null;
      const { contentType } = await metaOf(key, file);
      const range = getOptions?.range;
      const body = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return { body, contentType, size: info.size, lastModified: info.mtime };
    },
    async head(key) {
      const file = fileOf(key);
      const info = await statOf(file);
      if (!info) return null;
      return {
        size: info.size,
        contentType: (await metaOf(key, file)).contentType,
        lastModified: info.mtime,
      };
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(file + META_SUFFIX, { force: true });
    },
    async setContentType(key, contentType) {
      const file = fileOf(key);
      if (!(await statOf(file))) throw new Error(`存储对象不存在：${key.slice(0, 80)}`);
      await writeFile(file + META_SUFFIX, JSON.stringify({ contentType } satisfies Meta));
    },
    async copy(from, to, { contentType }) {
      const source = fileOf(from);
      if (!(await statOf(source))) throw new Error(`存储对象不存在：${from.slice(0, 80)}`);
      await put(to, createReadStream(source), { contentType });
    },
    async exists(key) {
      return (await statOf(fileOf(key))) !== null;
    },
    publicUrl(key) {
      return `${baseUrl}/${encodeKeyPath(assertValidKey(key))}`;
    },
    async signedUrl(key, { expiresInSeconds, downloadName }) {
      const expires = Math.floor(now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        sig: signDownload(options.secret, assertValidKey(key), expires, downloadName ?? ''),
      });
      if (downloadName) query.set('name', downloadName);
      return `${baseUrl}/${encodeKeyPath(key)}?${query}`;
    },
    async presignUpload(key, { contentType, expiresInSeconds }) {
      const expires = Math.floor(now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        sig: signUpload(options.secret, assertValidKey(key), expires, contentType),
        ct: contentType,
      });
      return {
        url: `${baseUrl}/upload/${encodeKeyPath(key)}?${query}`,
        method: 'PUT',
        headers: { 'Content-Type': contentType },
        key,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
  };
}
