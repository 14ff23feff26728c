import { describe, expect, it } from 'vitest';
import {
  guardStorage,
  isBackendFailure,
  StorageUnavailableError,
} from '../platform/storage/guard-storage.ts';
import { PartMismatchError, type ObjectStorage } from '../platform/storage/storage.ts';
import { databasePortOf, isUnstorableText, outageOf } from './outage.ts';

const errno = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${code} happened`), { code, ...extra });
/** Drizzle wraps a failed query, keeping the driver's error as its cause. */
const drizzleWrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1'), { query: 'select 1', params: [], cause });

describe('outageOf', () => {
  it('reads PostgreSQL refusing for now, through Drizzle’s wrapper', () => {
    for (const code of ['57P01', '57P03', '08006', '53300']) {
      expect(outageOf(drizzleWrapped(errno(code, { severity: 'FATAL' })), 5432)).toBe('database');
    }
  });

  it('reads node-postgres losing or never getting a connection', () => {
    expect(outageOf(new Error('Connection terminated unexpectedly'), 5432)).toBe('database');
    expect(outageOf(new Error('timeout exceeded when trying to connect'), 5432)).toBe('database');
  });

  it('counts a refused connect as the database only on the database’s port', () => {
    expect(outageOf(errno('ECONNREFUSED', { port: 55466 }), 55466)).toBe('database');
    expect(outageOf(drizzleWrapped(errno('ECONNREFUSED', { port: 55466 })), 55466)).toBe('database');
    const aggregate = Object.assign(new AggregateError([errno('ECONNREFUSED', { port: 5432 })]), {
      code: 'ECONNREFUSED',
    });
    expect(outageOf(aggregate, 5432)).toBe('database');
    expect(outageOf(errno('ECONNREFUSED', { port: 6379 }), 55466)).toBeNull();
    expect(outageOf(errno('ECONNREFUSED', { port: 5432 }), null)).toBeNull();
  });

  it('leaves query mistakes and other errors alone', () => {
    expect(outageOf(drizzleWrapped(errno('23505', { severity: 'ERROR' })), 5432)).toBeNull();
    expect(outageOf(new TypeError('x is undefined'), 5432)).toBeNull();
  });

  it('reads a storage outage marked by the guard', () => {
    expect(outageOf(new StorageUnavailableError(errno('ENOSPC')), 5432)).toBe('storage');
  });

  it('finds the database port, PostgreSQL’s default when none is named', () => {
    expect(databasePortOf('postgres://u@db:6543/x')).toBe(6543);
    expect(databasePortOf('postgres://u@db/x')).toBe(5432);
    expect(databasePortOf(undefined)).toBeNull();
  });
});

describe('guardStorage', () => {
  const failing = (error: unknown) =>
    ({
      kind: 'local',
      put: async () => {
        throw error;
      },
      publicUrl: (key: string) => `/files/${key}`,
    }) as unknown as ObjectStorage;

  it('turns a full disk, a failing disk and an unreachable or failing S3 into StorageUnavailableError', async () => {
    const s3Down = Object.assign(new Error('connect ECONNREFUSED'), { $metadata: {} });
    const s3Busy = Object.assign(new Error('SlowDown'), { $metadata: { httpStatusCode: 503 } });
    for (const error of [errno('ENOSPC'), errno('EIO'), errno('ECONNREFUSED'), s3Down, s3Busy]) {
      await expect(
        guardStorage(failing(error)).put('a', Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toBeInstanceOf(StorageUnavailableError);
    }
  });

  it('passes refusals about the request itself through unchanged', async () => {
    const s3Refusal = Object.assign(new Error('AccessDenied'), { $metadata: { httpStatusCode: 403 } });
    for (const error of [new PartMismatchError(2), s3Refusal, errno('ENOENT'), new Error('上传任务不存在')]) {
      expect(isBackendFailure(error)).toBe(false);
      await expect(
        guardStorage(failing(error)).put('a', Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toBe(error);
    }
  });

  it('keeps what is not a backend call as it was', () => {
    expect(guardStorage(failing(null)).publicUrl('public/a.png')).toBe('/files/public/a.png');
  });
});

describe('isUnstorableText', () => {
  it('reads PostgreSQL refusing U+0000 or an untranslatable character, through Drizzle’s wrapper', () => {
    expect(isUnstorableText(drizzleWrapped(errno('22021', { severity: 'ERROR' })))).toBe(true);
    expect(isUnstorableText(errno('22P05', { severity: 'ERROR' }))).toBe(true);
    expect(isUnstorableText(drizzleWrapped(errno('23505', { severity: 'ERROR' })))).toBe(false);
    expect(isUnstorableText(new Error('22021'))).toBe(false);
  });
});
