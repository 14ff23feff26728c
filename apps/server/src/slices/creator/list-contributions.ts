import type { ContributionKind } from '@app/contract';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mediaAssets } from '../../platform/media/schema.ts';
import { contributions, type ContributionRow, type StoredCoursewareItem } from './schema.ts';

export interface ContributionFilter {
  status?: number;
  isCheck?: number;
  name?: string;
  cateId?: number;
  page: number;
  limit: number;
}

export type TranscodeStates = Map<number, { state: string; progress: number }>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The member's submissions of one kind, newest first (the only sort, 001 §2.14). The review filters
 * (进行中 / 已通过 / 未通过) are about submissions sent to review, so they leave drafts out.
 */
export async function listContributions(
  db: DbOrTx,
  userId: number,
  kind: ContributionKind,
  filter: ContributionFilter,
): Promise<{ rows: ContributionRow[]; total: number; transcodes: TranscodeStates }> {
  const where: SQL[] = [eq(contributions.userId, userId), eq(contributions.kind, kind)];
  if (filter.status !== undefined) where.push(eq(contributions.status, filter.status));
  if (filter.isCheck !== undefined)
    where.push(eq(contributions.status, 2), eq(contributions.isCheck, filter.isCheck));
  if (filter.name) where.push(ilike(contributions.name, `%${escapeLike(filter.name)}%`));
  if (filter.cateId) where.push(eq(contributions.cateId, filter.cateId));
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contributions)
      .where(condition)
      .orderBy(desc(contributions.createdAt), desc(contributions.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(contributions).where(condition),
  ]);
  return { rows, total: counted?.n ?? 0, transcodes: await readTranscodes(db, rows) };
}

/** The transcode state of every lesson video on the page, in one query. */
export async function readTranscodes(db: DbOrTx, rows: ContributionRow[]): Promise<TranscodeStates> {
  const ids = rows
    .filter((r) => r.kind === 'course')
    .flatMap((r) => (r.detail as StoredCoursewareItem[]).map((i) => i.media_asset_id))
    .filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return new Map();
  const assets = await db
    .select({ id: mediaAssets.id, state: mediaAssets.state, progress: mediaAssets.progress })
    .from(mediaAssets)
    .where(inArray(mediaAssets.id, ids));
  return new Map(assets.map((a) => [a.id, { state: a.state, progress: a.progress }]));
}
