import { adminProductCalls, adminProductMessages, type CallBody, Code } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { listItemTags } from './list-item-tags.ts';
import { checkCategory, checkedRichText, photons, salePrice } from './product-rules.ts';
import type { RecordChange } from './record-change.ts';
import { replaceItemTags } from './replace-item-tags.ts';
import { goods } from './schema.ts';

export type GoodsFields = CallBody<typeof adminProductCalls.saveGoods>;
type GoodsRecord = typeof goods.$inferSelect;

/** A material's editable fields as a change record keeps them (the back office's audit row). */
const goodsState = (g: GoodsRecord, tags: string[]) => ({
  name: g.name,
  cover: g.cover,
  images: g.images,
  cate_id: g.cateId,
  price: g.price,
  has_discount: g.hasDiscount,
  discount_price: g.discountPrice,
  postage: g.postage,
  desc: g.desc,
  author: g.author,
  tags,
  material_key: g.materialKey,
});
export type GoodsState = ReturnType<typeof goodsState>;

/**
 * Checks a download file the material is to name (non-empty `key`) against the one it names now
 * (`currentKey`): whoever stores files knows which keys are theirs, the catalogue does not.
 */
export type CheckMaterialFile = (key: string, currentKey: string | null) => Promise<void>;

/**
 * Saves every field the public material page shows, and its download file, as one change. Rich text is
 * checked and sanitised as creators' is; prices keep the discount rules. The file ('' for none) is checked
 * by `checkFile` before the transaction (it may ask storage).
 */
export async function saveGoods(
  db: Db,
  id: number,
  fields: GoodsFields,
  checkFile: CheckMaterialFile,
  record?: RecordChange<GoodsState>,
): Promise<void> {
  const desc = checkedRichText(fields.desc);
  const prices = salePrice(fields);
  const [current] = await db.select({ key: goods.materialKey }).from(goods).where(eq(goods.id, id));
  if (!current) throw new DomainError(Code.notFound, adminProductMessages.goodsNotFound);
  if (fields.material_key) await checkFile(fields.material_key, current.key);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(goods).where(eq(goods.id, id)).for('update');
    if (!before) throw new DomainError(Code.notFound, adminProductMessages.goodsNotFound);
    await checkCategory(tx, fields.cate_id, 'goods');
    const tagsBefore = (await listItemTags(tx, 'goods', id)).map((t) => t.tag);
    const [after] = await tx
      .update(goods)
      .set({
        name: fields.name,
        cover: fields.cover,
        images: fields.images,
        cateId: fields.cate_id,
        ...prices,
        postage: photons(fields.postage),
        desc,
        author: fields.author,
        materialKey: fields.material_key || null,
        updatedAt: new Date(),
      })
      .where(eq(goods.id, id))
      .returning();
    const tags = await replaceItemTags(tx, 'goods', id, fields.tags);
    await record?.(tx, { before: goodsState(before, tagsBefore), after: goodsState(after!, tags) });
  });
}
