import type { Readable } from 'node:stream';
import type { DirectUploadIssuer } from './sts/direct-upload.ts';

export interface PresignedUpload {
  url: string;
  method: 'PUT' | 'POST';
  headers: Record<string, string>;
  /** The key the object will have once uploaded. */
  key: string;
  expiresAt: string;
}

/** A presigned URL for one part of a multipart upload; the answer's ETag header identifies the part. */
export interface PresignedPart {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

/** A part that reached storage (what a resumed upload may skip). */
export interface UploadedPart {
  partNumber: number;
  /** Without quotes. */
  etag: string;
  size: number;
}

/** A part named at completion is unknown or its ETag differs from the stored one. */
export class PartMismatchError extends Error {
  constructor(readonly partNumber: number) {
    super(`分片 ${partNumber} 校验失败`);
    this.name = 'PartMismatchError';
  }
}

/** Inclusive byte range; callers clamp it to the object's size first (see byte-range.ts). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Size of the whole object in bytes. */
  size: number;
  lastModified?: Date;
}

/**
 * Object storage: local disk (embedded default, served by this process with signed links) or any
 * S3-compatible service. Keys are '/'-separated, never starting with '/'.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /**
   * Temporary provider credentials for a browser to put objects straight into the bucket (001 §7), only
   * when an STS is configured for an S3-compatible store (sts/direct-upload.ts); absent on local disk.
   */
  readonly directUpload?: DirectUploadIssuer;
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /**
   * The object's bytes, or null when absent. With `range` only bytes start..end (inclusive) are read;
   * `size` is always the whole object's size so callers can answer 206 with Content-Range.
   */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size and type without reading the body (null when absent); lets callers validate a Range first. */
  head(key: string): Promise<{ size: number; contentType: string; lastModified?: Date } | null>;
  /**
   * Records a new content type for a stored object, bytes untouched (an upload's type as its bytes show
   * it, known only once it is complete). S3 copies the object onto itself with the new metadata.
   */
  setContentType(key: string, contentType: string): Promise<void>;
  /** A server-side copy of the object under another key with the given type (the source stays). */
  copy(from: string, to: string, options: { contentType: string }): Promise<void>;
  /** URL of a public asset (covers, avatars). */
  publicUrl(key: string): string;
  /** Signed GET URL that stops working after `expiresInSeconds`; `downloadName` sets the saved file name. */
  signedUrl(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
  /** Presigned direct upload from the browser. */
  presignUpload(
    key: string,
    options: { contentType: string; expiresInSeconds: number },
  ): Promise<PresignedUpload>;

  /**
   * Multipart upload straight from the browser: the server opens it, presigns each part's PUT, lists
   * what arrived (resume after a reload or a dropped connection), completes or aborts it. Parts other than
   * the last must be at least 5 MiB on S3; the local driver accepts any size up to `maxBytes`.
   */
  createMultipart(key: string, options: { contentType: string }): Promise<string>;
  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { expiresInSeconds: number; maxBytes: number },
  ): Promise<PresignedPart>;
  /** The parts stored so far in part-number order; null when the upload is unknown (completed or aborted). */
  listParts(key: string, uploadId: string): Promise<UploadedPart[] | null>;
  /** Joins the parts into the object; throws PartMismatchError when a part or its ETag does not match. */
  completeMultipart(
    key: string,
    uploadId: string,
    parts: { partNumber: number; etag: string }[],
  ): Promise<void>;
  /** Drops the upload and every stored part (no-op when already gone). */
  abortMultipart(key: string, uploadId: string): Promise<void>;
}

export const unquoteEtag = (etag: string) => etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
