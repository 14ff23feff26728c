import type { Readable } from 'node:stream';

export interface PresignedUpload {
  url: string;
  method: 'PUT' | 'POST';
  headers: Record<string, string>;
  /** The key the object will have once uploaded. */
  key: string;
  expiresAt: string;
}

/**
 * Object storage: local disk (embedded default, served by this process with signed links) or any
 * S3-compatible service. Keys are '/'-separated, never starting with '/'.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** URL of a public asset (covers, avatars). */
  publicUrl(key: string): string;
  /** Signed GET URL that stops working after `expiresInSeconds`; `downloadName` sets the saved file name. */
  signedUrl(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
  /** Presigned direct upload from the browser. */
  presignUpload(key: string, options: { contentType: string; expiresInSeconds: number }): Promise<PresignedUpload>;
}
