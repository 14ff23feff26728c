import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createAsset } from '../learning/index.ts';
import { directUploads, type DirectUploadRow } from './uploads/index.ts';
import { contributions, type ContributionRow, type StoredCoursewareItem } from './schema.ts';

/**
 * A course sent to review has its lesson videos transcoded by the existing pipeline (learning's media
 * assets and the job queue) straight away, so the creator sees the progress and an approved course plays
 * at once. Each new video gets one asset; a video already transcoding keeps its asset.
 */
export async function queueCourseVideos(db: Db, row: ContributionRow): Promise<ContributionRow> {
  if (row.kind !== 'course' || row.status !== 2) return row;
  const items = row.detail as StoredCoursewareItem[];
  const pending = items.filter((i) => i.type === 'task' && i.link && !i.media_asset_id);
  if (pending.length === 0) return row;
  const uploads = await db
    .select()
    .from(directUploads)
    .where(
      and(
        eq(directUploads.userId, row.userId),
        inArray(
          directUploads.key,
          pending.map((i) => i.link),
        ),
      ),
    );
  const byKey = new Map<string, DirectUploadRow>(uploads.map((u) => [u.key, u]));
  const assets = new Map<string, number>();
  for (const item of pending) {
    if (assets.has(item.link)) continue;
    const upload = byKey.get(item.link);
    const { assetId } = await createAsset(db, {
      key: item.link,
      name: upload?.name ?? item.name,
      size: upload?.size ?? 0,
    });
    assets.set(item.link, assetId);
  }
  const detail = items.map((i) =>
    i.type === 'task' && assets.has(i.link) ? { ...i, media_asset_id: assets.get(i.link) } : i,
  );
  const [updated] = await db
    .update(contributions)
    .set({ detail })
    .where(eq(contributions.id, row.id))
    .returning();
  return updated!;
}
