import {
  adminCatalogueCalls,
  type CallBody,
  adminCatalogueMessages as CM,
  Code,
  contributionMessages,
  hasScript,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError, refuse } from '../../../kernel/errors/index.ts';
import { sanitizeHtml } from '../../../platform/html/sanitize-html.ts';
import { categories, courses, listItemTags } from '../../catalogue/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { photons, salePrice } from '../product-table.ts';
import { replaceItemTags } from '../replace-item-tags.ts';

/** The editable fields, as the contract's saveCourse body parses them. */
export type CourseFields = CallBody<typeof adminCatalogueCalls.saveCourse>;

type CourseRecord = typeof courses.$inferSelect;

/** What the audit keeps of a course's editable fields. */
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

export async function lockCourse(tx: DbOrTx, id: number): Promise<CourseRecord> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!row) throw new DomainError(Code.notFound, CM.courseNotFound);
  return row;
}

/** Prices as the table keeps them, with the crossed-out price courses show. */
const priceColumns = (fields: CourseFields) => ({
  ...salePrice(fields),
  marketPrice: photons(fields.market_price),
});

/**
 * Saves every field the public course pages show, as one audited change. Rich text is checked and
 * sanitised as creators' is (script refused, the rest through the platform's allowlist).
 */
export async function saveCourse(db: Db, actor: StaffActor, id: number, fields: CourseFields): Promise<void> {
  if (hasScript(fields.intro)) throw refuse(contributionMessages.scriptRefused, Code.invalid);
  const prices = priceColumns(fields);
  await db.transaction(async (tx) => {
    const before = await lockCourse(tx, id);
    const [category] = await tx.select().from(categories).where(eq(categories.id, fields.cate_id));
    if (!category || category.kind !== 'course') throw refuse(CM.categoryNotSelectable, Code.invalid);
    const tagsBefore = (await listItemTags(tx, 'course', id)).map((t) => t.tag);
    const [after] = await tx
      .update(courses)
      .set({
        name: fields.name,
        images: fields.images,
        cateId: fields.cate_id,
        ...prices,
        intro: sanitizeHtml(fields.intro),
        explain: fields.explain,
        author: fields.author,
        updatedAt: new Date(),
      })
      .where(eq(courses.id, id))
      .returning();
    await replaceItemTags(tx, 'course', id, fields.tags);
    await recordAudit(tx, actor, {
      action: 'course.update',
      targetType: 'course',
      targetId: id,
      before: courseState(before, tagsBefore),
      after: courseState(after!, [...new Set(fields.tags)]),
    });
  });
}
