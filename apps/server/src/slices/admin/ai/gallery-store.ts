import { adminAiMessages, Code, type AdminGalleryInput } from '@app/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import {
  createGalleryWork as createWork,
  deleteGalleryWork as deleteWork,
  updateGalleryWork as updateWork,
} from '../../catalogue/index.ts';
import { categories, galleryWorks } from '../../catalogue/schema.ts';
import { auditChange, type StaffActor } from '../audit.ts';
import { containsPattern } from '../table-query.ts';

/** Every column of a work, and its tab's name. */
const columns = {
  id: galleryWorks.id,
  title: galleryWorks.title,
  desc: galleryWorks.desc,
  cover: galleryWorks.cover,
  images: galleryWorks.images,
  authorName: galleryWorks.authorName,
  authorAvatar: galleryWorks.authorAvatar,
  cateId: galleryWorks.cateId,
  likeCount: galleryWorks.likeCount,
  createdAt: galleryWorks.createdAt,
  cateName: categories.name,
};
export type AdminGalleryRow = Omit<typeof galleryWorks.$inferSelect, 'userId'> & { cateName: string | null };

/** AI 作品集 as staff search it: by title, by tab; newest first (the public order). */
export async function listAdminGallery(
  db: DbOrTx,
  query: { offset: number; limit: number; keywords: string; cate_id: number },
) {
  const conditions: SQL[] = [];
  if (query.keywords) conditions.push(ilike(galleryWorks.title, containsPattern(query.keywords)));
  if (query.cate_id) conditions.push(eq(galleryWorks.cateId, query.cate_id));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(galleryWorks)
      .leftJoin(categories, eq(categories.id, galleryWorks.cateId))
      .where(where)
      .orderBy(desc(galleryWorks.createdAt), desc(galleryWorks.id))
      .limit(query.limit)
      .offset(query.offset * query.limit),
    db.select({ n: count() }).from(galleryWorks).where(where),
  ]);
  return { rows: rows as AdminGalleryRow[], total: Number(counted?.n ?? 0) };
}

export async function readAdminGalleryWork(db: DbOrTx, id: number): Promise<AdminGalleryRow> {
  const [row] = await db
    .select(columns)
    .from(galleryWorks)
    .leftJoin(categories, eq(categories.id, galleryWorks.cateId))
    .where(eq(galleryWorks.id, id));
  if (!row) throw refuse(adminAiMessages.workNotFound, Code.notFound);
  return row as AdminGalleryRow;
}

/** Creates a work (catalogue's createGalleryWork, audited in the same transaction); answers its id. */
export function createGalleryWork(db: Db, actor: StaffActor, input: AdminGalleryInput): Promise<number> {
  // The new id is known only inside the transaction: the audit row takes it from the change.
  return createWork(db, input, (tx, change) =>
    auditChange(actor, 'gallery.create', 'gallery_work', change.id)(tx, change),
  );
}

/** Edits a work in place; its likes and publication time stay. */
export function updateGalleryWork(db: Db, actor: StaffActor, id: number, input: AdminGalleryInput) {
  return updateWork(db, id, input, auditChange(actor, 'gallery.update', 'gallery_work', id));
}

/** Deletes a work for good; its likes go with it; the audit keeps it whole. */
export function deleteGalleryWork(db: Db, actor: StaffActor, id: number): Promise<void> {
  return deleteWork(db, id, auditChange(actor, 'gallery.delete', 'gallery_work', id));
}
