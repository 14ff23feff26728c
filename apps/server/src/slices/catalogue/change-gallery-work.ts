import { adminAiMessages, Code, type AdminGalleryInput } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import type { RecordChange, RecordCreation } from './record-change.ts';
import { categories, galleryWorks } from './schema.ts';

type WorkRow = typeof galleryWorks.$inferSelect;

/** A work as a change record keeps it (its like count too: a delete takes the likes with it). */
const workState = (r: WorkRow) => ({
  title: r.title,
  desc: r.desc,
  cate_id: r.cateId,
  cover: r.cover,
  images: r.images,
  author_name: r.authorName,
  author_avatar: r.authorAvatar,
  like_count: r.likeCount,
});
type WorkState = ReturnType<typeof workState>;

/** A work is filed under one of the gallery's tabs (hidden ones included: staff may prepare a tab). */
async function checkGalleryTab(db: DbOrTx, cateId: number): Promise<void> {
  const [cate] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, cateId), eq(categories.kind, 'gallery')));
  if (!cate) throw refuse(adminAiMessages.cateInvalid, Code.invalid);
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

/** Creates an AI 作品集 work; answers its id. */
export async function createGalleryWork(
  db: Db,
  input: AdminGalleryInput,
  record?: RecordCreation<WorkState>,
): Promise<number> {
  await checkGalleryTab(db, input.cate_id);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(galleryWorks).values(valuesOf(input)).returning();
    await record?.(tx, { id: row!.id, before: undefined, after: workState(row!) });
    return row!.id;
  });
}

/** Edits a work in place; its likes and publication time stay. */
export async function updateGalleryWork(
  db: Db,
  id: number,
  input: AdminGalleryInput,
  record?: RecordChange<WorkState>,
): Promise<void> {
  await checkGalleryTab(db, input.cate_id);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(galleryWorks).where(eq(galleryWorks.id, id)).for('update');
    if (!before) throw refuse(adminAiMessages.workNotFound, Code.notFound);
    const [after] = await tx
      .update(galleryWorks)
      .set(valuesOf(input))
      .where(eq(galleryWorks.id, id))
      .returning();
    await record?.(tx, { before: workState(before), after: workState(after!) });
  });
}

/** Deletes a work for good; its likes go with it (the foreign key cascades). */
export async function deleteGalleryWork(
  db: Db,
  id: number,
  record?: RecordChange<WorkState, undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(galleryWorks).where(eq(galleryWorks.id, id)).returning();
    if (!before) throw refuse(adminAiMessages.workNotFound, Code.notFound);
    await record?.(tx, { before: workState(before), after: undefined });
  });
}
