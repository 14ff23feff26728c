import { Code, contributionMessages, type ContributionKind, type UploadPurpose } from '@app/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { tags } from '../catalogue/schema.ts';
import { listCreatorCategories } from './list-creator-categories.ts';
import { completedUploads, memberOwner, type DirectUploadRow } from './uploads/index.ts';

/** The category must be of this kind and selectable (not under a 'tenant' branch). 0 = not chosen yet. */
export async function checkCategory(db: DbOrTx, kind: ContributionKind, cateId: number): Promise<void> {
  if (!cateId) return;
  const found = (await listCreatorCategories(db, kind)).find((c) => c.id === cateId);
  if (!found || !found.selectable) throw new DomainError(Code.invalid, contributionMessages.cateInvalid);
}

export async function checkTags(db: DbOrTx, tagIds: number[]): Promise<number[]> {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, unique));
  if (rows.length !== unique.length) throw new DomainError(Code.invalid, contributionMessages.tagInvalid);
  return unique;
}

/** A file a submission names, and which kinds of upload may stand there. */
export interface FileUse {
  key: string;
  purposes: UploadPurpose[];
}

/**
 * Every object a submission names must be one of its author's own completed uploads, of a purpose that
 * fits the field (an image as the cover, a video as a lesson, …). Anything else (another member's key, a
 * guessed name, an unfinished upload) is refused and nothing is written. Answers the uploads by key.
 */
export async function checkFiles(
  db: DbOrTx,
  userId: number,
  uses: FileUse[],
): Promise<Map<string, DirectUploadRow>> {
  const wanted = uses.filter((u) => u.key !== '');
  const byKey = await completedUploads(
    db,
    memberOwner(userId),
    wanted.map((u) => u.key),
  );
  for (const use of wanted) {
    const row = byKey.get(use.key);
    if (!row) throw new DomainError(Code.invalid, contributionMessages.fileNotOwned);
    if (!use.purposes.includes(row.purpose))
      throw new DomainError(Code.invalid, contributionMessages.fileWrongPurpose);
  }
  return byKey;
}
