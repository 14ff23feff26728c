import { contributionMessages, Code, type ContributionKind } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { directUploads } from '../creator/schema.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { categories, tags } from '../catalogue/schema.ts';
import { memberColumns } from './table-query.ts';
import { readTranscodes } from '../creator/index.ts';
import { contributions, type ContributionRow, type StoredCoursewareItem } from '../creator/schema.ts';

export interface SubmissionPreview {
  row: ContributionRow;
  creator: { id: number; name: string; phone: string };
  transcodes: Awaited<ReturnType<typeof readTranscodes>>;
  /** Object name → size of the creator's completed uploads the submission names. */
  sizes: Map<string, number>;
  category: string;
  tags: string[];
}

/** One submission sent to review (drafts stay private to their creator: 4004), with what a preview shows. */
export async function readSubmission(
  db: Db,
  target: { kind: ContributionKind; id: number },
): Promise<SubmissionPreview> {
  const [found] = await db
    .select({ row: contributions, creator: memberColumns })
    .from(contributions)
    .innerJoin(users, eq(users.id, contributions.userId))
    .where(
      and(eq(contributions.id, target.id), eq(contributions.kind, target.kind), eq(contributions.status, 2)),
    );
  if (!found) throw new DomainError(Code.notFound, contributionMessages.notFound);
  const { row } = found;
  const keys = [
    ...(row.detail as (StoredCoursewareItem | { link?: string })[]).map((i) => i.link ?? ''),
    row.material,
  ].filter(Boolean);
  const [uploads, transcodes, [category], tagRows] = await Promise.all([
    keys.length
      ? db
          .select({ key: directUploads.key, size: directUploads.size })
          .from(directUploads)
          .where(and(eq(directUploads.userId, row.userId), inArray(directUploads.key, keys)))
      : Promise.resolve([]),
    readTranscodes(db, [row]),
    db.select({ name: categories.name }).from(categories).where(eq(categories.id, row.cateId)),
    row.tagIds.length
      ? db.select({ tag: tags.tag }).from(tags).where(inArray(tags.id, row.tagIds))
      : Promise.resolve([]),
  ]);
  return {
    row,
    creator: found.creator,
    transcodes,
    sizes: new Map(uploads.map((u) => [u.key, u.size])),
    category: category?.name ?? '',
    tags: tagRows.map((t) => t.tag),
  };
}
