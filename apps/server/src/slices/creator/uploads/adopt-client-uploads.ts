import {
  chinaDateKey,
  cleanFileName,
  Code,
  contributionMessages,
  servedUploadType,
  uploadContentProblem,
  uploadProblem,
  type UploadPurpose,
} from '@app/contract';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import { detectStoredType } from './detect-content.ts';
import { directUploads } from './uploads-table.ts';

/** 001 §7's object name: clients/uploads/{year}{month}{day}/{epochMillis}{file name without spaces}. */
const CLIENT_KEY = /^clients\/uploads\/\d{8}\/\d{13}([^/]+)$/;

export const isClientUploadKey = (key: string) => CLIENT_KEY.test(key);

/**
 * Where an adopted file lives: under members/, which no upload credentials reach (the STS session policy
 * allows clients/uploads/ only), so what was reviewed is what stays. Pictures under public/ like every
 * cover; the random part keeps two files of one name in one millisecond apart.
 */
export function adoptedKey(userId: number, purpose: UploadPurpose, name: string, nowMs: number): string {
  const date = chinaDateKey(nowMs).replace(/-/g, '');
  const base = `members/${userId}/submitted/${date}/${nowMs}${randomBytes(3).toString('hex')}${name}`;
  return purpose === 'image' ? `public/${base}` : base;
}

/**
 * Files a submission names in the documents' format were put straight into the bucket with STS credentials
 * (GET /api/oss), which any creator holds and which can overwrite anything under clients/uploads/. Before
 * such a name is stored, each object is checked (it exists: HEAD; its size and name fit one of the field's
 * purposes; its bytes are what that purpose needs), copied to a key only the platform writes, and recorded
 * as the member's completed upload, so the existing ownership check (checkFiles) and everything after it see
 * an ordinary upload of theirs. Answers old key → new key; other names are left to checkFiles. A refusal
 * after a copy rolls the rows back and leaves an unnamed copy, which no submission can reach.
 */
export async function adoptClientUploads(
  db: DbOrTx,
  storage: ObjectStorage,
  userId: number,
  uses: { key: string; purposes: UploadPurpose[] }[],
  nowMs = Date.now(),
): Promise<Map<string, string>> {
  const adopted = new Map<string, string>();
  for (const use of uses) {
    const match = CLIENT_KEY.exec(use.key);
    if (!match || adopted.has(use.key)) continue;
    const head = await storage.head(use.key);
    if (!head) throw new DomainError(Code.invalid, contributionMessages.fileNotOwned);
    const name = cleanFileName(match[1]!);
    const detected = await detectStoredType(storage, use.key, head.size);
    const served = servedUploadType(detected);
    // As when an upload opens (declared name, type and size), then as when it completes (the bytes).
    let problem: string | null = contributionMessages.fileWrongPurpose;
    let purpose: UploadPurpose | undefined;
    for (const p of use.purposes) {
      problem =
        uploadProblem(p, { name, size: head.size, type: head.contentType }) ??
        uploadContentProblem(p, detected);
      if (!problem) {
        purpose = p;
        break;
      }
    }
    if (!purpose) throw new DomainError(Code.invalid, problem!);
    const key = adoptedKey(userId, purpose, name, nowMs);
    await storage.copy(use.key, key, { contentType: served });
    await db.insert(directUploads).values({
      userId,
      purpose,
      key,
      name,
      size: head.size,
      contentType: detected ?? served,
      // Not a multipart upload of ours: the bytes were copied whole.
      partSize: 0,
      partCount: 0,
      driverUploadId: '',
      state: 'complete',
      completedAt: new Date(nowMs),
    });
    adopted.set(use.key, key);
  }
  return adopted;
}

/** The form with every adopted name replaced, wherever the form holds it (cover, lists, versions, …). */
export function renameKeys<T>(value: T, adopted: Map<string, string>): T {
  if (adopted.size === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return adopted.get(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && !(v instanceof Date))
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
