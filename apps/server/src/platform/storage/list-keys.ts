import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { s3Client } from './s3-storage.ts';
import { isValidKey } from './storage-keys.ts';

/**
 * Every key the configured storage holds (backups walk it; the ObjectStorage interface has no listing, since
 * nothing serving requests may ever walk a whole bucket). Local driver: the files under <DATA_DIR>/storage
 * without their content-type sidecars and unfinished `.partial` writes; S3: the bucket, a page at a time.
 */
export async function* storedKeys(config: Config): AsyncGenerator<string> {
  if (config.STORAGE_DRIVER === 's3') {
    const client = s3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: config.S3_BUCKET!, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key && isValidKey(object.Key)) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    client.destroy();
    return;
  }
  yield* walk(path.join(config.dataDir, 'storage'), '');
}

async function* walk(dir: string, prefix: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
    else if (entry.isFile() && !key.endsWith('.partial') && isValidKey(key)) yield key;
  }
}
