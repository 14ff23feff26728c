import type { Readable } from 'node:stream';

export interface PresignedUpload {
  url: string;
  method: 'PUT' | 'POST';
  headers: Record<string, string>;
  /** The key the object will have once uploaded. */
  key: string;
  expiresAt: string;
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
  /** URL of a public asset (covers, avatars). */
  publicUrl(key: string): string;
  /** Signed GET URL that stops working after `expiresInSeconds`; `downloadName` sets the saved file name. */
  signedUrl(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
  /** Presigned direct upload from the browser. */
  presignUpload(
    key: string,
    options: { contentType: string; expiresInSeconds: number },
  ): Promise<PresignedUpload>;
}
