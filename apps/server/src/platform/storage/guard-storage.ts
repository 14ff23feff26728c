import { PartMismatchError, type ObjectStorage } from './storage.ts';

/**
 * The storage backend failed (S3 down or refusing with a 5xx, a disk that is full, read-only or failing):
 * http/errors.ts answers it with one clear Chinese refusal (5003) instead of an unexplained server error.
 * Callers write their database rows only after storage succeeded, so such a failure leaves nothing behind.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`文件存储暂时不可用：${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** System errors of a disk or a network that mean "the backend is not there", not "this request is wrong". */
const BACKEND_ERRNO =
  /^(ENOSPC|EIO|EROFS|EACCES|EPERM|EDQUOT|EMFILE|ENFILE|ENOTDIR|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE|UND_ERR_\w+)$/;

/** True for a failure of the storage service itself (disk or network, an S3 5xx or no answer at all). */
export function isBackendFailure(error: unknown): boolean {
  for (let e = error as Record<string, any> | undefined, depth = 0; e && depth < 5; depth++) {
    if (e instanceof PartMismatchError) return false;
    if (typeof e.code === 'string' && BACKEND_ERRNO.test(e.code)) return true;
    // AWS SDK errors carry $metadata; no status means the request never got an answer.
    if (e.$metadata && !(e.$metadata.httpStatusCode < 500)) return true;
    if (e.name === 'TimeoutError' || e.name === 'RequestTimeout' || e.name === 'AbortError') return true;
    e = e.cause as Record<string, any> | undefined;
  }
  return false;
}

const GUARDED = [
  'put',
  'get',
  'delete',
  'exists',
  'head',
  'setContentType',
  'copy',
  'createMultipart',
  'listParts',
  'completeMultipart',
  'abortMultipart',
  'receivePart',
] as const;

/** Wraps every call that reaches the backend so its outages surface as StorageUnavailableError. */
export function guardStorage<S extends ObjectStorage>(storage: S): S {
  const methods = storage as unknown as Record<string, unknown>;
  const guarded: Record<string, unknown> = { ...methods };
  for (const name of GUARDED) {
    const method = methods[name];
    if (typeof method !== 'function') continue;
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>).apply(storage, args);
      } catch (error) {
        throw isBackendFailure(error) ? new StorageUnavailableError(error) : error;
      }
    };
  }
  return guarded as S;
}
