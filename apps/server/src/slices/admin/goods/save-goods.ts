import {
  adminGoodsCalls,
  adminGoodsMessages as GM,
  type CallBody,
  Code,
  contributionMessages,
  hasScript,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { DomainError, refuse } from '../../../kernel/errors/index.ts';
import { sanitizeHtml } from '../../../platform/html/sanitize-html.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import { goods, listItemTags } from '../../catalogue/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { replaceItemTags } from '../replace-item-tags.ts';
import { photons, salePrice } from '../product-table.ts';
import { checkCategory } from './save-plug.ts';
import { staffFileSize } from './store-staff-file.ts';

export type GoodsFields = CallBody<typeof adminGoodsCalls.saveGoods>;
type GoodsRecord = typeof goods.$inferSelect;

/** What the audit keeps of a material's editable fields. */
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

/**
 * Saves every field the public material page shows, and its download file, as one audited change. The
 * file is the current one, a staff upload storage holds, or none ('').
 */
export async function saveGoods(
  db: Db,
  storage: ObjectStorage,
  actor: StaffActor,
  id: number,
  fields: GoodsFields,
): Promise<void> {
  if (hasScript(fields.desc)) throw refuse(contributionMessages.scriptRefused, Code.invalid);
  const prices = salePrice(fields);
  const [current] = await db.select({ key: goods.materialKey }).from(goods).where(eq(goods.id, id));
  if (!current) throw new DomainError(Code.notFound, GM.goodsNotFound);
  if (fields.material_key)
    await staffFileSize(storage, fields.material_key, current.key ? [current.key] : []);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(goods).where(eq(goods.id, id)).for('update');
    if (!before) throw new DomainError(Code.notFound, GM.goodsNotFound);
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
        desc: sanitizeHtml(fields.desc),
        author: fields.author,
        materialKey: fields.material_key || null,
        updatedAt: new Date(),
      })
      .where(eq(goods.id, id))
      .returning();
    const tags = await replaceItemTags(tx, 'goods', id, fields.tags);
    await recordAudit(tx, actor, {
      action: 'goods.update',
      targetType: 'goods',
      targetId: id,
      before: goodsState(before, tagsBefore),
      after: goodsState(after!, tags),
    });
  });
}
