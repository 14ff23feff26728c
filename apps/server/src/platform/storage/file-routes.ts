import { Transform, type TransformCallback } from 'node:stream';
import { Code, isPictureWidth, PICTURE_WIDTHS } from '@app/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import { rawRoute } from '../../http/raw-route.ts';
import { parseByteRange } from './byte-range.ts';
import { PictureVariants } from './picture-variants.ts';
import {
  attachmentDisposition,
  encodeKeyPath,
  isDownloadType,
  isPublicKey,
  isValidKey,
} from './storage-keys.ts';
import { registerFilesOrigin } from './files-origin.ts';
import { isLocalStorage } from './local-storage.ts';
import { checkSignature, signDownload, signPart, signUpload } from './url-signing.ts';

/** Largest file accepted by a local presigned upload (S3 enforces its own limits). */
export const LOCAL_UPLOAD_LIMIT_BYTES = 200 * 1024 * 1024;

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

const keyParams = z.object({ '*': z.string() });
/** A query value read once; a repeated one reads as missing, so its signature check fails. */
const single = z.string().optional().catch(undefined);
/** sig stays as sent (a repeated sig is not "no sig": it must fail the check, not open a public key). */
const sig = z.union([z.string(), z.array(z.string())]).optional();
const downloadQuery = z.object({ sig, expires: single, name: single, w: single });
const uploadQuery = z.object({ sig, expires: single, ct: single });
const partParams = z.object({ uploadId: z.string().max(64), partNumber: z.string().max(6) });
const partQuery = z.object({ sig, expires: single, max: single });

function refuse(reply: FastifyReply, status: number, code: number, msg: string) {
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

/**
 * GET /files/<key>: public keys openly, others with `?expires&sig[&name]` (see url-signing.ts).
 * Range requests are answered 206 so videos can seek. With the S3 driver a valid signed link is
 * redirected to an S3 presigned URL (the bytes never pass through this process). A public picture with
 * `?w=` (one of PICTURE_WIDTHS) is answered with its resized copy (picture-variants.ts), or itself when it
 * cannot be resized.
 */
export function registerFileRoutes(app: App): void {
  registerFilesOrigin(app);
  const variants = new PictureVariants(app.ctx.services.storage, app.ctx.config.FFMPEG_PATH, app.log);
  const download = {
    method: 'GET',
    url: '/files/*',
    params: keyParams,
    query: downloadQuery,
    // Stored files go out as they are: mostly images and video (already compressed), byte ranges for
    // seeking, and a large upload compressed afresh on every download would only burn CPU.
    options: { compress: false },
  } as const;
  rawRoute(app, download, async ({ params, query, request, reply }) => {
    const { config, services } = app.ctx;
    const storage = services.storage;
    const key = params['*'];
    if (!isValidKey(key)) return refuse(reply, 404, Code.notFound, fileMessages.fileMissing);
    const sig = query.sig;
    const name = query.name ?? '';
    const open = isPublicKey(key) && sig === undefined;
    if (!open) {
      const expires = query.expires ?? '';
      const check = checkSignature(signDownload(config.APP_SECRET, key, expires, name), sig, expires);
      if (check !== 'ok')
        return refuse(
          reply,
          403,
          Code.forbidden,
          check === 'expired' ? fileMessages.linkExpired : fileMessages.linkInvalid,
        );
      if (storage.kind !== 'local') {
        const remaining = Math.max(1, Number(expires) - Math.floor(Date.now() / 1000));
        return reply.redirect(
          await storage.signedUrl(key, { expiresInSeconds: remaining, downloadName: name || undefined }),
          302,
        );
      }
    }
    let served = key;
    if (query.w !== undefined) {
      if (!open) return refuse(reply, 400, Code.invalid, fileMessages.widthNotPublic);
      const width = Number(query.w);
      if (!isPictureWidth(width)) return refuse(reply, 400, Code.invalid, fileMessages.widthInvalid);
      served = (await variants.keyFor(key, width)) ?? key;
    }
    const head = await storage.head(served);
    if (!head) return refuse(reply, 404, Code.notFound, fileMessages.fileMissing);
    if (config.FILES_ACCEL_REDIRECT && storage.kind === 'local') {
      // nginx sends the bytes (sendfile, ranges, its own Accept-Ranges/Content-Length/Last-Modified); it keeps
      // our Content-Type, Cache-Control and Content-Disposition, and its internal location adds back the CSP
      // and nosniff from $upstream_http_* (deploy/nginx/guangzi.conf). The key is checked by isValidKey and
      // percent-encoded, so it can only name a file under the storage folder.
      fileHeaders(reply, head.contentType, open, name);
      return reply.header('x-accel-redirect', config.FILES_ACCEL_REDIRECT + encodeKeyPath(served)).send();
    }
    const range = parseByteRange(request.headers.range, head.size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${head.size}`);
      return refuse(reply, 416, Code.invalid, fileMessages.rangeInvalid);
    }
    const object = await storage.get(served, range ? { range } : undefined);
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
  });

  // Presigned uploads only exist for the local driver; with S3 the browser PUTs to S3 itself.
  if (app.ctx.services.storage.kind !== 'local') return;
  void app.register(async (scope) => {
    // The body is streamed to disk by the handler, so no parser may buffer it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const upload = { method: 'PUT', url: '/files/upload/*', params: keyParams, query: uploadQuery } as const;
    rawRoute(scope, upload, async ({ params, query, request, reply }) => {
      const { config, services } = app.ctx;
      const key = params['*'];
      if (!isValidKey(key)) return refuse(reply, 403, Code.forbidden, fileMessages.uploadInvalid);
      const expires = query.expires ?? '';
      const contentType = query.ct ?? '';
      const check = checkSignature(
        signUpload(config.APP_SECRET, key, expires, contentType),
        query.sig,
        expires,
      );
      if (check !== 'ok')
        return refuse(
          reply,
          403,
          Code.forbidden,
          check === 'expired' ? fileMessages.uploadExpired : fileMessages.uploadInvalid,
        );
      if (normaliseType(request.headers['content-type']) !== normaliseType(contentType))
        return refuse(reply, 403, Code.forbidden, fileMessages.uploadTypeMismatch);
      if (Number(request.headers['content-length'] ?? 0) > LOCAL_UPLOAD_LIMIT_BYTES) {
        // Close instead of draining hundreds of megabytes nobody will keep.
        reply.header('connection', 'close');
        return refuse(reply, 413, Code.invalid, fileMessages.uploadTooLarge);
      }
      try {
        await services.storage.put(key, request.raw.pipe(sizeLimit(LOCAL_UPLOAD_LIMIT_BYTES)), {
          contentType,
        });
      } catch (error) {
        if (error instanceof TooLargeError)
          return refuse(reply.header('connection', 'close'), 413, Code.invalid, fileMessages.uploadTooLarge);
        throw error;
      }
      return { code: Code.ok, msg: fileMessages.uploadOk, data: { key } };
    });

    // One part of a multipart upload (platform's answer to S3's UploadPart): the URL signs the upload,
    // the part number, its size ceiling and expiry, so changing any of them is refused before a byte is kept.
    const part = {
      method: 'PUT',
      url: '/files/multipart/:uploadId/:partNumber',
      params: partParams,
      query: partQuery,
    } as const;
    rawRoute(scope, part, async ({ params, query, request, reply }) => {
      const storage = app.ctx.services.storage;
      const expires = query.expires ?? '';
      const max = query.max ?? '';
      const partNumber = Number(params.partNumber);
      const check = checkSignature(
        signPart(app.ctx.config.APP_SECRET, params.uploadId, params.partNumber, expires, max),
        query.sig,
        expires,
      );
      if (check !== 'ok' || !/^\d{1,5}$/.test(params.partNumber) || partNumber < 1 || !/^\d{1,12}$/.test(max))
        return refuse(
          reply,
          403,
          Code.forbidden,
          check === 'expired' ? fileMessages.uploadExpired : fileMessages.uploadInvalid,
        );
      if (!isLocalStorage(storage)) return refuse(reply, 404, Code.notFound, fileMessages.uploadGone);
      if (Number(request.headers['content-length'] ?? 0) > Number(max)) {
        reply.header('connection', 'close');
        return refuse(reply, 413, Code.invalid, fileMessages.partTooLarge);
      }
      let etag: string | null;
      try {
        etag = await storage.receivePart(
          params.uploadId,
          partNumber,
          request.raw.pipe(sizeLimit(Number(max))),
        );
      } catch (error) {
        if (error instanceof TooLargeError)
          return refuse(reply.header('connection', 'close'), 413, Code.invalid, fileMessages.partTooLarge);
        throw error;
      }
      if (!etag) return refuse(reply, 404, Code.notFound, fileMessages.uploadGone);
      reply.header('etag', `"${etag}"`).header('cache-control', 'no-store');
      return { code: Code.ok, msg: fileMessages.uploadOk, data: { etag } };
    });
  });
}

const normaliseType = (value: string | undefined) => (value ?? '').split(';')[0]!.trim().toLowerCase();

export class TooLargeError extends Error {}

/** Fails the stream once more than `limit` bytes went through (a chunked body has no Content-Length). */
export function sizeLimit(limit: number): Transform {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(new TooLargeError('too large'));
      else callback(null, chunk);
    },
  });
  // The limit can trip while put() is still creating directories, before its pipeline listens;
  // pipeline still sees the stored error, this only keeps it from counting as unhandled.
  limiter.on('error', () => {});
  return limiter;
}
