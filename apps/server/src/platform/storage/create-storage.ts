import path from 'node:path';
import type { Config } from '../../config.ts';
import { localStorage } from './local-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** STORAGE_DRIVER=local (default): files under <DATA_DIR>/storage; s3: any S3-compatible service. */
export function createStorage(config: Config): ObjectStorage {
  return localStorage({ root: path.join(config.dataDir, 'storage'), secret: config.APP_SECRET });
}
