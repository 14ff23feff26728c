import { adminCatalogueCalls, type CallBody, adminCatalogueMessages, Code } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { listItemTags } from './list-item-tags.ts';
import { checkCategory, checkedRichText, photons, salePrice } from './product-rules.ts';
import type { RecordChange } from './record-change.ts';
import { replaceItemTags } from './replace-item-tags.ts';
import { courses } from './schema.ts';

/** The editable fields, as the contract's saveCourse body parses them. */
export type CourseFields = CallBody<typeof adminCatalogueCalls.saveCourse>;

type CourseRecord = typeof courses.$inferSelect;

/** A course's editable fields as a change record keeps them (the back office's audit row). */
export const courseState = (c: CourseRecord, tagNames: string[]) => ({
  name: c.name,
  images: c.images,
  cate_id: c.cateId,
  price: c.price,
  market_price: c.marketPrice,
  has_discount: c.hasDiscount,
  discount_price: c.discountPrice,
  intro: c.intro,
  explain: c.explain,
  author: c.author,
  tags: tagNames,
  status: c.status,
});
export type CourseState = ReturnType<typeof courseState>;

/** The course row, locked for the caller's transaction: edits of one course and its outline queue on it. */
export async function lockCourse(tx: DbOrTx, id: number): Promise<CourseRecord> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!row) throw new DomainError(Code.notFound, adminCatalogueMessages.courseNotFound);
  return row;
}

/**
 * Saves every field the public course pages show, as one change. Rich text is checked and sanitised as
 * creators' is (script refused, the rest through the platform's allowlist); prices keep the discount rules.
 */
export async function saveCourse(
  db: Db,
  id: number,
  fields: CourseFields,
  record?: RecordChange<CourseState>,
): Promise<void> {
  const intro = checkedRichText(fields.intro);
  const prices = { ...salePrice(fields), marketPrice: photons(fields.market_price) };
  await db.transaction(async (tx) => {
    const before = await lockCourse(tx, id);
    await checkCategory(tx, fields.cate_id, 'course');
    const tagsBefore = (await listItemTags(tx, 'course', id)).map((t) => t.tag);
    const [after] = await tx
      .update(courses)
      .set({
        name: fields.name,
        images: fields.images,
        cateId: fields.cate_id,
        ...prices,
        intro,
        explain: fields.explain,
        author: fields.author,
        updatedAt: new Date(),
      })
      .where(eq(courses.id, id))
      .returning();
    const tags = await replaceItemTags(tx, 'course', id, fields.tags);
    await record?.(tx, { before: courseState(before, tagsBefore), after: courseState(after!, tags) });
  });
}
