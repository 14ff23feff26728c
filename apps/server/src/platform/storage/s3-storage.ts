import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { putStream } from './s3-put-stream.ts';
import { assertValidKey, attachmentDisposition, encodeKeyPath, isDownloadType } from './storage-keys.ts';
import { PartMismatchError, unquoteEtag, type ObjectStorage, type UploadedPart } from './storage.ts';

export interface S3StorageOptions {
  /** Empty for AWS itself; e.g. https://oss-cn-beijing.aliyuncs.com, https://cos.ap-beijing.myqcloud.com, http://minio:9000. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most self-hosted servers need path-style URLs (endpoint/bucket/key). */
  forcePathStyle: boolean;
  /** CDN or public bucket URL for `public/` keys; without it they go through this process at /files/. */
  publicBaseUrl?: string;
  /** Clock for signing (tests sign in the past to get an expired link). */
  now?: () => Date;
}

/** S3 answers 404 as NotFound (HEAD) or NoSuchKey (GET). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** An upload that was completed or aborted (or never existed). */
const isNoSuchUpload = (error: unknown) =>
  (error as { name?: string })?.name === 'NoSuchUpload' ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

/** The SDK client for these settings (also used to list a bucket for backups, see list-keys.ts). */
export function s3Client(
  options: Pick<
    S3StorageOptions,
    'endpoint' | 'region' | 'forcePathStyle' | 'accessKeyId' | 'secretAccessKey'
  >,
): S3Client {
  return new S3Client({
    endpoint: options.endpoint || undefined,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Newer SDKs add CRC32 checksums to every request, which OSS, COS and older MinIO refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Any S3-compatible service (AWS S3, MinIO, Aliyun OSS, Tencent COS) through AWS SDK v3. */
export function s3Storage(options: S3StorageOptions): ObjectStorage {
  const client = s3Client(options);
  const Bucket = options.bucket;
  const publicBase = options.publicBaseUrl?.replace(/\/$/, '');
  const now = options.now ?? (() => new Date());

  const head = async (key: string) => {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: assertValidKey(key) }));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(key, body, { contentType }) {
      const target = { Bucket, Key: assertValidKey(key), ContentType: contentType };
      if (Buffer.isBuffer(body))
        await client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: body.length }));
      else await putStream(client, target, body);
    },
    async get(key, getOptions) {
      const range = getOptions?.range;
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: assertValidKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // With a Range, ContentLength is the part's; the whole size is after the '/' of Content-Range.
        const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : answer.ContentLength;
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: total ?? 0,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    head,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertValidKey(key) }));
    },
    async setContentType(key, contentType) {
      // A copy onto itself is how S3 changes metadata (up to 5 GB in one copy; uploads whose type is
      // changed are pictures and videos, 200 MB at most).
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: assertValidKey(key),
          CopySource: `${Bucket}/${encodeKeyPath(key)}`,
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
          ContentDisposition: isDownloadType(contentType) ? 'attachment' : undefined,
        }),
      );
    },
    async copy(from, to, { contentType }) {
      // One CopyObject call (up to 5 GB; larger files would need UploadPartCopy, which no upload reaches:
      // submissions take files of at most 2 GB, UPLOAD_LIMITS in the contract).
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: assertValidKey(to),
          CopySource: `${Bucket}/${encodeKeyPath(assertValidKey(from))}`,
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
          ContentDisposition: isDownloadType(contentType) ? 'attachment' : undefined,
        }),
      );
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    publicUrl(key) {
      const path = encodeKeyPath(assertValidKey(key));
      return publicBase ? `${publicBase}/${path}` : `/files/${path}`;
    },
    async signedUrl(key, { expiresInSeconds, downloadName }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: assertValidKey(key),
        ResponseContentDisposition: downloadName ? attachmentDisposition(downloadName) : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: now() });
    },
    async presignUpload(key, { contentType, expiresInSeconds }) {
      const signedAt = now();
      const command = new PutObjectCommand({ Bucket, Key: assertValidKey(key), ContentType: contentType });
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: signedAt });
      return {
        url,
        method: 'PUT',
        headers: { 'Content-Type': contentType },
        key,
        expiresAt: new Date(signedAt.getTime() + expiresInSeconds * 1000).toISOString(),
      };
    },
    async createMultipart(key, { contentType }) {
      const answer = await client.send(
        new CreateMultipartUploadCommand({
          Bucket,
          Key: assertValidKey(key),
          ContentType: contentType,
          // S3 serves signed links itself: a file that is only a download says so in its own metadata.
          ContentDisposition: isDownloadType(contentType) ? 'attachment' : undefined,
        }),
      );
      return answer.UploadId!;
    },
    async presignPart(key, UploadId, PartNumber, { expiresInSeconds }) {
      // S3 cannot cap a presigned part's size; completion checks the object's size instead.
      const command = new UploadPartCommand({ Bucket, Key: assertValidKey(key), UploadId, PartNumber });
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: now() });
      return { url, method: 'PUT', headers: {} };
    },
    async listParts(key, UploadId) {
      const parts: UploadedPart[] = [];
      let marker: string | undefined;
      try {
        for (;;) {
          const answer = await client.send(
            new ListPartsCommand({ Bucket, Key: assertValidKey(key), UploadId, PartNumberMarker: marker }),
          );
          for (const part of answer.Parts ?? [])
            parts.push({
              partNumber: part.PartNumber!,
              etag: unquoteEtag(part.ETag ?? ''),
              size: part.Size ?? 0,
            });
          if (!answer.IsTruncated || !answer.NextPartNumberMarker) break;
          marker = answer.NextPartNumberMarker;
        }
      } catch (error) {
        if (isNoSuchUpload(error)) return null;
        throw error;
      }
      return parts.sort((a, b) => a.partNumber - b.partNumber);
    },
    async completeMultipart(key, UploadId, parts) {
      try {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: assertValidKey(key),
            UploadId,
            MultipartUpload: {
              Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: `"${unquoteEtag(p.etag)}"` })),
            },
          }),
        );
      } catch (error) {
        const name = (error as { name?: string })?.name ?? '';
        if (['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall', 'NoSuchUpload'].includes(name))
          throw new PartMismatchError(parts[0]?.partNumber ?? 0);
        throw error;
      }
    },
    async abortMultipart(key, UploadId) {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: assertValidKey(key), UploadId }));
      } catch (error) {
        if (!isNoSuchUpload(error)) throw error;
      }
    },
  };
}
