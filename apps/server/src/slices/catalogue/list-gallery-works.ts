import type { GalleryCard } from '@app/contract';
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categoryCondition } from './category-filter.ts';
import { galleryWorks } from './schema.ts';

/** The newest AI gallery works of one gallery category (and its children), as home cards. */
export async function listGalleryWorks(db: DbOrTx, cateId: number, limit: number): Promise<GalleryCard[]> {
  const rows = await db
    .select({
      id: galleryWorks.id,
      title: galleryWorks.title,
      image: galleryWorks.cover,
      author: galleryWorks.authorName,
      likes: galleryWorks.likeCount,
    })
    .from(galleryWorks)
    .where(await categoryCondition(db, galleryWorks.cateId, 'gallery', cateId))
    .orderBy(desc(galleryWorks.createdAt), desc(galleryWorks.id))
    .limit(limit);
  return rows;
}
