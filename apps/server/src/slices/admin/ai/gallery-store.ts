import { adminAiMessages as AM, Code, type AdminGalleryInput } from '@app/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import { categories, galleryWorks } from '../../catalogue/index.ts';
import type { StaffActor } from '../audit.ts';
import { changeAudited, createAudited, deleteAudited, type AuditedRecord } from '../site/audited-write.ts';
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
  if (!row) throw refuse(AM.workNotFound, Code.notFound);
  return row as AdminGalleryRow;
}

/** What the audit keeps of a work (its like count too: a delete takes the likes with it). */
const WORK: AuditedRecord<typeof galleryWorks.$inferSelect> = {
  actionPrefix: 'gallery',
  targetType: 'gallery_work',
  notFound: AM.workNotFound,
  snapshot: (r) => ({
    title: r.title,
    desc: r.desc,
    cate_id: r.cateId,
    cover: r.cover,
    images: r.images,
    author_name: r.authorName,
    author_avatar: r.authorAvatar,
    like_count: r.likeCount,
  }),
};

/** A work is filed under one of the gallery's tabs (hidden ones included: staff may prepare a tab). */
async function checkGalleryTab(db: DbOrTx, cateId: number): Promise<void> {
  const [cate] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, cateId), eq(categories.kind, 'gallery')));
  if (!cate) throw refuse(AM.cateInvalid, Code.invalid);
}

const valuesOf = (input: AdminGalleryInput) => ({
  title: input.title,
  desc: input.desc,
  cateId: input.cate_id,
  cover: input.cover,
  images: input.images,
  authorName: input.author_name,
  authorAvatar: input.author_avatar,
});

/** Creates a work (audited in the same transaction); answers its id. */
export async function createGalleryWork(db: Db, actor: StaffActor, input: AdminGalleryInput) {
  await checkGalleryTab(db, input.cate_id);
  const row = await createAudited(db, actor, WORK, (tx) =>
    tx.insert(galleryWorks).values(valuesOf(input)).returning(),
  );
  return row.id;
}

/** Edits a work in place; its likes and publication time stay. */
export async function updateGalleryWork(db: Db, actor: StaffActor, id: number, input: AdminGalleryInput) {
  await checkGalleryTab(db, input.cate_id);
  await changeAudited(
    db,
    actor,
    WORK,
    { id, verb: 'update' },
    {
      lock: (tx) => tx.select().from(galleryWorks).where(eq(galleryWorks.id, id)).for('update'),
      write: (tx) => tx.update(galleryWorks).set(valuesOf(input)).where(eq(galleryWorks.id, id)).returning(),
    },
  );
}

/** Deletes a work for good; its likes go with it (the foreign key cascades); the audit keeps it whole. */
export function deleteGalleryWork(db: Db, actor: StaffActor, id: number): Promise<void> {
  return deleteAudited(db, actor, WORK, id, (tx) =>
    tx.delete(galleryWorks).where(eq(galleryWorks.id, id)).returning(),
  );
}
