import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, galleryLikes, galleryWorks } from '../catalogue/schema.ts';

export interface GalleryQuery {
  limit: number;
  /** Zero-based page index (the spec's offset). */
  page: number;
  /** 0 = every category. */
  cateId: number;
  /** The viewer, for the like flag; null for guests. */
  userId: number | null;
}

/** The gallery tabs: the catalogue's flat 'gallery' categories staff show, in the operators' order. */
export function listGalleryCates(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.kind, 'gallery'), eq(categories.hidden, false)))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** One page of gallery works, newest first, with whether the viewer likes each (002 §3 Gallery). */
export async function listGallery(db: DbOrTx, q: GalleryQuery) {
  const where = q.cateId > 0 ? eq(galleryWorks.cateId, q.cateId) : undefined;
  const liked =
    q.userId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${galleryLikes} where ${galleryLikes.workId} = ${galleryWorks.id} and ${galleryLikes.userId} = ${q.userId})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: galleryWorks.id,
        title: galleryWorks.title,
        desc: galleryWorks.desc,
        cover: galleryWorks.cover,
        images: galleryWorks.images,
        likeCount: galleryWorks.likeCount,
        authorName: galleryWorks.authorName,
        authorAvatar: galleryWorks.authorAvatar,
        cateId: galleryWorks.cateId,
        createdAt: galleryWorks.createdAt,
        liked,
      })
      .from(galleryWorks)
      .where(where)
      .orderBy(desc(galleryWorks.createdAt), desc(galleryWorks.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ n: count() }).from(galleryWorks).where(and(where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type GalleryRow = Awaited<ReturnType<typeof listGallery>>['rows'][number];
