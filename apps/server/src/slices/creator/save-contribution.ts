import { Code, contributionMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import type { MemberRow } from '../../kernel/members/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { checkCategory, checkFiles, checkTags, type FileUse } from './check-references.ts';
import { contributionFields, type ContributionBody } from './contribution-fields.ts';
import { findOwnContribution, isApproved } from './find-contribution.ts';
import { maySubmit } from './may-submit.ts';
import { adoptClientUploads, renameKeys } from './uploads/index.ts';
import { contributions, type ContributionRow } from './schema.ts';

/**
 * Saves a submission (001 §2.15–§2.20, §4): a new one, or an edit of the member's own that is not yet
 * approved. status 0 keeps it a draft, 2 sends it to review (is_check back to 1, any old rejection reason
 * cleared). An approved plugin only takes its versions again (reload = 1) and goes back to review while
 * the published plugin stays as it is. Every reference (category, tags, files) is checked before anything
 * is written; a refusal leaves the row as it was. Files put straight into the bucket (documents' names under
 * clients/uploads/) are checked and copied out first (uploads/adopt-client-uploads.ts).
 */
export async function saveContribution(
  db: Db,
  storage: ObjectStorage,
  member: MemberRow,
  input: ContributionBody,
): Promise<ContributionRow> {
  if (!maySubmit(member, input.kind)) throw refuse(contributionMessages.noPermission, Code.forbidden);
  const fields = contributionFields(input);
  return db.transaction(async (tx) => {
    const id = input.body.id;
    const existing = id ? await findOwnContribution(tx, member.id, input.kind, id, { lock: true }) : null;
    const reload = input.kind === 'plug' && input.body.reload;
    if (reload) {
      if (!existing || !isApproved(existing)) throw refuse(contributionMessages.reloadOnlyPlugin);
      const uses = input.body.detailList.map((v): FileUse => ({ key: v.link, purposes: ['plugin'] }));
      const adopted = await adoptClientUploads(tx, storage, member.id, uses);
      const versions = renameKeys(input.body.detailList, adopted);
      await checkFiles(tx, member.id, renameKeys(uses, adopted));
      const [row] = await tx
        .update(contributions)
        .set({ detail: versions, status: 2, isCheck: 1, errors: '', updatedAt: new Date() })
        .where(eq(contributions.id, existing.id))
        .returning();
      return row!;
    }
    if (existing && isApproved(existing)) throw refuse(contributionMessages.approvedLocked);
    await checkCategory(tx, input.kind, fields.values.cateId ?? 0);
    const tagIds = await checkTags(tx, input.body.tag);
    // Names the member put straight into the bucket become copies only the platform writes (001 §7, STS).
    const adopted = await adoptClientUploads(tx, storage, member.id, fields.files);
    const { values, files } = renameKeys(fields, adopted);
    await checkFiles(tx, member.id, files);
    const row = { ...values, tagIds, isCheck: 1, errors: '', updatedAt: new Date() };
    if (existing) {
      // Lessons whose video did not change keep their transcode (queue-course-videos.ts).
      const [updated] = await tx
        .update(contributions)
        .set({ ...row, detail: keepAssets(existing, row.detail) })
        .where(eq(contributions.id, existing.id))
        .returning();
      return updated!;
    }
    const [created] = await tx
      .insert(contributions)
      .values({ ...row, kind: input.kind, userId: member.id })
      .returning();
    return created!;
  });
}

function keepAssets(existing: ContributionRow, detail: unknown): ContributionRow['detail'] {
  const list = (detail ?? []) as ContributionRow['detail'];
  if (existing.kind !== 'course') return list;
  const assets = new Map(
    (existing.detail as { link: string; media_asset_id?: number }[])
      .filter((i) => i.media_asset_id)
      .map((i) => [i.link, i.media_asset_id]),
  );
  return (list as { link: string }[]).map((i) =>
    assets.has(i.link) ? { ...i, media_asset_id: assets.get(i.link) } : i,
  ) as ContributionRow['detail'];
}
