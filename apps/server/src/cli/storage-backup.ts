import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { storedKeys } from '../platform/storage/list-keys.ts';
import { measuringStream } from '../platform/storage/measuring-stream.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';
import { runCli } from './cli-context.ts';

/**
 * The stored files' half of a backup (scripts/backup.sh and scripts/restore.sh run it; the database's half
 * is pg_dump). Works through the configured storage driver, so a backup of the local driver's folder can be
 * restored into an S3 bucket and back:
 *   export DIR  every object → DIR/objects/<key>, listed with size, type and SHA-256 in DIR/manifest.jsonl
 *   import DIR  every object of DIR back into the configured storage (existing keys are overwritten)
 *   verify DIR  the configured storage holds every object of DIR with the same size and SHA-256
 * Exit 0 done, 1 a difference (verify), 2 usage or an unexpected error, 78 settings the server would refuse.
 */
interface ManifestEntry {
  key: string;
  size: number;
  contentType: string;
  sha256: string;
}

/** Objects copied at once (S3 round trips overlap; a disk does not mind). */
const PARALLEL = 4;

async function main(): Promise<number> {
  const [command, dir] = process.argv.slice(2);
  if (!['export', 'import', 'verify'].includes(command ?? '') || !dir) {
    console.error('用法：storage-backup export|import|verify 目录');
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  const storage = createStorage(config);
  const where =
    config.STORAGE_DRIVER === 's3' ? `S3 桶 ${config.S3_BUCKET}` : `本地目录 ${config.dataDir}/storage`;
  const root = path.resolve(dir);
  if (command === 'export') {
    const count = await exportAll(config, storage, root);
    console.log(`文件备份：${where} 的 ${count.objects} 个文件（${count.bytes} 字节）已导出到 ${root}`);
    return 0;
  }
  const manifest = await readManifest(root);
  if (command === 'import') {
    await inParallel(manifest, (entry) =>
      storage.put(entry.key, createReadStream(objectFile(root, entry.key)), {
        contentType: entry.contentType,
      }),
    );
    console.log(`文件恢复：${manifest.length} 个文件已写入 ${where}`);
    return 0;
  }
  const problems: string[] = [];
  await inParallel(manifest, async (entry) => {
    const object = await storage.get(entry.key);
    if (!object) return void problems.push(`缺少 ${entry.key}`);
    const { size, sha256 } = await digest(object.body);
    if (size !== entry.size || sha256 !== entry.sha256)
      problems.push(`${entry.key}：大小 ${size}（应为 ${entry.size}）或校验值不符`);
  });
  if (problems.length > 0) {
    console.error(`文件核对：${where} 中 ${problems.length} 个文件与备份不符：\n  ${problems.join('\n  ')}`);
    return 1;
  }
  console.log(`文件核对：${where} 中备份的 ${manifest.length} 个文件全部一致（大小与 SHA-256）`);
  return 0;
}

const objectFile = (root: string, key: string) => path.join(root, 'objects', ...key.split('/'));

async function exportAll(config: Config, storage: ObjectStorage, root: string) {
  const manifestFile = path.join(root, 'manifest.jsonl');
  await mkdir(path.join(root, 'objects'), { recursive: true });
  await writeFile(manifestFile, '');
  const count = { objects: 0, bytes: 0 };
  const keys: string[] = [];
  for await (const key of storedKeys(config)) keys.push(key);
  await inParallel(keys, async (key) => {
    const object = await storage.get(key);
    if (!object) return; // deleted since it was listed
    const file = objectFile(root, key);
    await mkdir(path.dirname(file), { recursive: true });
    const measure = measuringStream('sha256');
    await pipeline(object.body, measure.stream, createWriteStream(file));
    const { size } = measure;
    const entry: ManifestEntry = { key, size, contentType: object.contentType, sha256: measure.digest() };
    await appendFile(manifestFile, `${JSON.stringify(entry)}\n`);
    count.objects += 1;
    count.bytes += size;
  });
  return count;
}

async function readManifest(root: string): Promise<ManifestEntry[]> {
  const file = path.join(root, 'manifest.jsonl');
  if (!existsSync(file)) throw new Error(`不是文件备份目录（没有 manifest.jsonl）：${root}`);
  return (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ManifestEntry);
}

async function digest(body: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, items.length) }, async () => {
      while (next < items.length) await work(items[(next += 1) - 1]!);
    }),
  );
}

runCli(main, 2);
