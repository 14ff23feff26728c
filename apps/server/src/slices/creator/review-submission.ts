import { Code, contributionMessages, type ContributionKind } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { publishContribution } from '../catalogue/index.ts';
import { sendMemberNotice } from '../community/index.ts';
import { buildPublication } from './build-publication.ts';
import { directUploads } from './uploads/index.ts';
import { contributions, type ContributionRow } from './schema.ts';

export type ReviewDecision = { approve: true } | { approve: false; reason: string };

/** Runs inside the review's transaction with the row before and after (the back office's audit row). */
export type ReviewRecorder = (
  tx: DbOrTx,
  change: { before: ContributionRow; after: ContributionRow },
) => Promise<void>;

/**
 * Staff's review of a submission in review (status 2, is_check 1): approval publishes it into the public
 * catalogue (through catalogue's publishContribution, with the creator as teacher / author and the
 * submitted price) in the same transaction; rejection keeps it private with the reason the creator sees.
 * The back office, `npm run creator:review` and the dev route all call this; `record` (the back office's
 * audit) runs in the same transaction, so the decision and its record commit together, and so does the
 * creator's system notice in 消息回复 (docs/spec-decisions.md "people are told").
 */
export async function reviewSubmission(
  db: Db,
  storage: ObjectStorage,
  target: { kind: ContributionKind; id: number },
  decision: ReviewDecision,
  record?: ReviewRecorder,
): Promise<ContributionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contributions)
      .where(and(eq(contributions.id, target.id), eq(contributions.kind, target.kind)))
      .for('update');
    if (!row) throw new DomainError(Code.notFound, contributionMessages.notFound);
    if (row.status !== 2 || row.isCheck !== 1) throw refuse(contributionMessages.reviewNotPending);
    const reviewedAt = new Date();
    if (!decision.approve) {
      const reason = decision.reason.trim();
      if (!reason) throw new DomainError(Code.invalid, contributionMessages.reviewReasonRequired);
      const [rejected] = await tx
        .update(contributions)
        .set({ isCheck: 3, errors: reason.slice(0, 200), reviewedAt })
        .where(eq(contributions.id, row.id))
        .returning();
      await sendMemberNotice(tx, {
        userId: row.userId,
        title: '投稿审核结果',
        body: `您的投稿《${row.name}》未通过审核：${reason.slice(0, 200)}`,
        link: `/user/contribute?kind=${row.kind}&id=${row.id}`,
      });
      await record?.(tx, { before: row, after: rejected! });
      return rejected!;
    }
    const keys = fileKeys(row);
    const uploads = keys.length
      ? await tx
          .select()
          .from(directUploads)
          .where(and(eq(directUploads.userId, row.userId), inArray(directUploads.key, keys)))
      : [];
    const publication = buildPublication(
      row,
      (key) => storage.publicUrl(key),
      new Map(uploads.map((u) => [u.key, u])),
    );
    const publishedId = await publishContribution(tx, publication, row.publishedId);
    const [approved] = await tx
      .update(contributions)
      .set({ isCheck: 2, errors: '', publishedId, reviewedAt })
      .where(eq(contributions.id, row.id))
      .returning();
    await sendMemberNotice(tx, {
      userId: row.userId,
      title: '投稿审核结果',
      body: `您的投稿《${row.name}》已通过审核`,
      link: publishedPath(row.kind, publishedId),
    });
    await record?.(tx, { before: row, after: approved! });
    return approved!;
  });
}

/** Where the published work is seen: the course page, or the plugin's / material's detail page. */
function publishedPath(kind: ContributionKind, id: number): string {
  if (kind === 'course') return `/coursepage/${id}`;
  return kind === 'plug' ? `/plug/${id}` : `/periphery/${id}`;
}

function fileKeys(row: ContributionRow): string[] {
  const links = (row.detail as { link?: string }[]).map((i) => i.link ?? '');
  return [...new Set([...links, row.material].filter(Boolean))];
}
