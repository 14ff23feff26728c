import type { Config } from '../../config.ts';
import type { ObjectStorage } from './storage.ts';

export function createStorage(config: Config): ObjectStorage {
  void config;
  return {} as ObjectStorage;
}
