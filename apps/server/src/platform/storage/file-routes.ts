import { Transform, type TransformCallback } from 'node:stream';
import { Code, isPictureWidth } from '@app/contract';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-context.ts';
import { rawRoute } from '../../http/raw-route.ts';
import { PictureVariants } from './picture-variants.ts';
import { HLS_FILE, isPublicKey, isValidKey } from './storage-keys.ts';
import { registerFilesOrigin } from './files-origin.ts';
import { isLocalStorage } from './local-storage.ts';
import { checkSecureLink, SEGMENT_LINK_PATH, segmentUri } from './nginx-secure-link.ts';
import { fileMessages, refuse, sendStoredFile } from './serve-stored-file.ts';
import { checkSignature, signDownload, signPart, signUpload } from './url-signing.ts';

/** Largest file accepted by a local presigned upload (S3 enforces its own limits). */
export const LOCAL_UPLOAD_LIMIT_BYTES = 200 * 1024 * 1024;

export { fileMessages };

const keyParams = z.object({ '*': z.string() });
/** A query value read once; a repeated one reads as missing, so its signature check fails. */
const single = z.string().optional().catch(undefined);
/** sig stays as sent (a repeated sig is not "no sig": it must fail the check, not open a public key). */
const sig = z.union([z.string(), z.array(z.string())]).optional();
const downloadQuery = z.object({ sig, expires: single, name: single, w: single });
const segmentQuery = z.object({ md5: single, expires: single });
const uploadQuery = z.object({ sig, expires: single, ct: single });
const partParams = z.object({ uploadId: z.string().max(64), partNumber: z.string().max(6) });
const partQuery = z.object({ sig, expires: single, max: single });

/** A link that failed its check: 403 with what was wrong with it, expired or not this link at all. */
function refuseLink(reply: FastifyReply, check: 'expired' | 'invalid', link: 'download' | 'upload') {
  const messages =
    link === 'download'
      ? { expired: fileMessages.linkExpired, invalid: fileMessages.linkInvalid }
      : { expired: fileMessages.uploadExpired, invalid: fileMessages.uploadInvalid };
  return refuse(reply, 403, Code.forbidden, messages[check]);
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
      if (check !== 'ok') return refuseLink(reply, check, 'download');
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
    return sendStoredFile({ config, storage }, request, reply, { key: served, open, name });
  });
  registerSegmentLinks(app);

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
      if (check !== 'ok') return refuseLink(reply, check, 'upload');
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
        return refuseLink(reply, check === 'expired' ? 'expired' : 'invalid', 'upload');
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

/**
 * GET /files/_hls/<segment key>?md5&expires: the links of MEDIA_SEGMENT_SECRET (nginx-secure-link.ts), which
 * nginx answers itself in production; checked the same way here so they work without nginx in front (dev,
 * tests, a node reached directly). find-my-way prefers this static prefix to `/files/*`, so no key under
 * `_hls/` is ever reachable as a plain file, and only HLS segment keys are served here.
 */
function registerSegmentLinks(app: App): void {
  const segment = {
    method: 'GET',
    url: `/files${SEGMENT_LINK_PATH}*`,
    params: keyParams,
    query: segmentQuery,
    options: { compress: false },
  } as const;
  rawRoute(app, segment, async ({ params, query, request, reply }) => {
    const { config, services } = app.ctx;
    const key = params['*'];
    const secret = config.MEDIA_SEGMENT_SECRET;
    if (!secret || !isValidKey(key) || !HLS_FILE.test(key))
      return refuse(reply, 404, Code.notFound, fileMessages.fileMissing);
    const check = checkSecureLink(segmentUri(key), query.md5, query.expires, secret);
    if (check !== 'ok') return refuseLink(reply, check, 'download');
    return sendStoredFile({ config, storage: services.storage }, request, reply, {
      key,
      open: false,
      name: '',
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
