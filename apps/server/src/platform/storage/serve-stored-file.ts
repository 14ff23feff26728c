import { Code, PICTURE_WIDTHS } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { parseByteRange } from './byte-range.ts';
import { attachmentDisposition, encodeKeyPath, isDownloadType } from './storage-keys.ts';
import type { ObjectStorage } from './storage.ts';

export const fileMessages = {
  linkExpired: '下载链接已失效',
  linkInvalid: '下载链接无效',
  uploadExpired: '上传链接已失效',
  uploadInvalid: '上传链接无效',
  uploadTypeMismatch: '文件类型与上传链接不符',
  uploadTooLarge: '文件大小不能超过 200M',
  uploadOk: '上传成功',
  partTooLarge: '分片大小超出上传链接的限制',
  uploadGone: '上传任务不存在或已结束',
  rangeInvalid: '请求的文件范围无效',
  fileMissing: '文件不存在',
  widthInvalid: `图片宽度只能是 ${PICTURE_WIDTHS.join('、')}`,
  widthNotPublic: '只有公开的图片可以按宽度获取',
} as const;

export function refuse(reply: FastifyReply, status: number, code: number, msg: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ code, msg, data: null });
}

/** What a stored file goes out with, whoever sends its bytes (this process or nginx). */
function fileHeaders(reply: FastifyReply, contentType: string, open: boolean, name: string) {
  reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    // Uploaded HTML/SVG must never run as this origin's page.
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .header('cache-control', open ? 'public, max-age=86400' : 'private, max-age=300');
  if (name) reply.header('content-disposition', attachmentDisposition(name));
  // A file stored as a plain download (a member's package, material or attachment, whatever it holds)
  // is saved, never shown in the page.
  else if (isDownloadType(contentType)) reply.header('content-disposition', 'attachment');
}

export interface ServedFile {
  /** The stored key whose bytes go out (already checked by the caller's link or public rule). */
  key: string;
  /** A public file (cached by anyone for a day) rather than one behind a link (private, 5 minutes). */
  open: boolean;
  /** The saved file name of a download link, '' for none. */
  name: string;
}

/**
 * Sends a stored file on local storage once its link was checked: 404 when it is gone; with
 * FILES_ACCEL_REDIRECT headers only and nginx sends the bytes; else the bytes from here, a Range as 206.
 */
export async function sendStoredFile(
  deps: { config: Config; storage: ObjectStorage },
  request: FastifyRequest,
  reply: FastifyReply,
  { key, open, name }: ServedFile,
) {
  const { config, storage } = deps;
  const head = await storage.head(key);
  if (!head) return refuse(reply, 404, Code.notFound, fileMessages.fileMissing);
  if (config.FILES_ACCEL_REDIRECT && storage.kind === 'local') {
    // nginx sends the bytes (sendfile, ranges, its own Accept-Ranges/Content-Length/Last-Modified); it keeps
    // our Content-Type, Cache-Control and Content-Disposition, and its internal location adds back the CSP
    // and nosniff from $upstream_http_* (deploy/nginx/guangzi.conf). The key is checked by isValidKey and
    // percent-encoded, so it can only name a file under the storage folder.
    fileHeaders(reply, head.contentType, open, name);
    return reply.header('x-accel-redirect', config.FILES_ACCEL_REDIRECT + encodeKeyPath(key)).send();
  }
  const range = parseByteRange(request.headers.range, head.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${head.size}`);
    return refuse(reply, 416, Code.invalid, fileMessages.rangeInvalid);
  }
  const object = await storage.get(key, range ? { range } : undefined);
  if (!object) return refuse(reply, 404, Code.notFound, fileMessages.fileMissing);
  fileHeaders(reply.header('accept-ranges', 'bytes'), object.contentType, open, name);
  if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', object.size);
  }
  return reply.send(object.body);
}
