import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { galleryLikes, galleryWorks } from './schema.ts';

export interface GalleryLikeState {
  like: boolean;
  likeCount: number;
}

/**
 * Likes a gallery work, or unlikes it when this member already does (POST /api/ai/gallery/like). The work's
 * row is locked first, so toggles of one work run one after another; like_count is then recounted from the
 * likes themselves, so it always equals the number of likers whatever the timing. A member has at most one
 * like row per work (primary key), so a double click or two tabs can never count twice. null: no such work.
 */
export async function toggleGalleryLike(
  db: Db,
  workId: number,
  userId: number,
): Promise<GalleryLikeState | null> {
  return db.transaction(async (tx) => {
    const [work] = await tx
      .select({ id: galleryWorks.id })
      .from(galleryWorks)
      .where(eq(galleryWorks.id, workId))
      .for('update');
    if (!work) return null;
    const removed = await tx
      .delete(galleryLikes)
      .where(and(eq(galleryLikes.workId, workId), eq(galleryLikes.userId, userId)))
      .returning({ workId: galleryLikes.workId });
    const like = removed.length === 0;
    if (like) await tx.insert(galleryLikes).values({ workId, userId }).onConflictDoNothing();
    const [row] = await tx
      .update(galleryWorks)
      .set({
        likeCount: sql`(select count(*)::int from gallery_likes l where l.work_id = ${workId})`,
      })
      .where(eq(galleryWorks.id, workId))
      .returning({ likeCount: galleryWorks.likeCount });
    return { like, likeCount: row!.likeCount };
  });
}
