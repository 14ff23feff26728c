import path from 'node:path';
import type { Config } from '../../config.ts';
import { guardStorage, StorageUnavailableError } from './guard-storage.ts';
import { localStorage } from './local-storage.ts';
import { withMediaCdn } from './media-cdn.ts';
import { withSecureSegmentLinks } from './nginx-secure-link.ts';
import { s3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';
import { stsIssuer, type DirectUploadIssuer } from './sts/direct-upload.ts';

/**
 * STORAGE_DRIVER=local (default): files under <DATA_DIR>/storage, its HLS segments checked and sent by nginx
 * when MEDIA_SEGMENT_SECRET is set (nginx-secure-link.ts); s3: any S3-compatible service, its HLS
 * segments through the CDN when MEDIA_CDN_BASE_URL is set (media-cdn.ts). Either way its outages surface as
 * StorageUnavailableError (guard-storage.ts). With STS_PROVIDER it also issues browsers upload credentials.
 */
export function createStorage(config: Config): ObjectStorage {
  if (config.STORAGE_DRIVER === 's3') {
    // config.ts refuses to start without bucket and keys when the driver is s3.
    const storage = guardStorage(
      s3Storage({
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        bucket: config.S3_BUCKET!,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        // Public keys without a CDN go through /files/: on the files origin when there is one.
        publicBaseUrl:
          config.S3_PUBLIC_BASE_URL ?? (config.FILES_ORIGIN ? `${config.FILES_ORIGIN}/files` : undefined),
      }),
    );
    const withUploads = config.STS_PROVIDER
      ? {
          ...storage,
          // config.ts refuses STS_PROVIDER without its endpoint, role and keys.
          directUpload: guardIssuer(
            stsIssuer({
              provider: config.STS_PROVIDER,
              endpoint: config.STS_ENDPOINT!,
              region: config.STS_REGION,
              roleArn: config.STS_ROLE_ARN!,
              accessKeyId: config.STS_ACCESS_KEY_ID!,
              accessKeySecret: config.STS_ACCESS_KEY_SECRET!,
              bucket: config.S3_BUCKET!,
            }),
          ),
        }
      : storage;
    return config.MEDIA_CDN_BASE_URL
      ? withMediaCdn(withUploads, {
          baseUrl: config.MEDIA_CDN_BASE_URL,
          authKey: config.MEDIA_CDN_AUTH_KEY!,
          authParam: config.MEDIA_CDN_AUTH_PARAM,
        })
      : withUploads;
  }
  // With FILES_ORIGIN every link this driver hands out (public, signed, upload) names the files origin.
  const filesBase = config.FILES_ORIGIN ? `${config.FILES_ORIGIN}/files` : '/files';
  const storage = guardStorage(
    localStorage({
      root: path.join(config.dataDir, 'storage'),
      secret: config.APP_SECRET,
      baseUrl: filesBase,
    }),
  );
  return config.MEDIA_SEGMENT_SECRET
    ? withSecureSegmentLinks(storage, { secret: config.MEDIA_SEGMENT_SECRET, filesBase })
    : storage;
}

/** An STS that refuses or does not answer is a storage outage: one clear Chinese 5003, like the bucket's own. */
function guardIssuer(issuer: DirectUploadIssuer): DirectUploadIssuer {
  return {
    ...issuer,
    async issue(sessionName) {
      try {
        return await issuer.issue(sessionName);
      } catch (error) {
        throw new StorageUnavailableError(error);
      }
    },
  };
}
