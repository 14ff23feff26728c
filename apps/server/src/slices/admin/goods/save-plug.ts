import {
  adminCatalogueMessages as CM,
  adminGoodsCalls,
  adminGoodsMessages as GM,
  type CallBody,
  Code,
  contributionMessages,
  hasScript,
} from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError, refuse } from '../../../kernel/errors/index.ts';
import { sanitizeHtml } from '../../../platform/html/sanitize-html.ts';
import { categories, listItemTags, pluginIntroImages, plugins } from '../../catalogue/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { replaceItemTags } from '../replace-item-tags.ts';
import { photons, salePrice } from '../product-table.ts';

export type PlugFields = CallBody<typeof adminGoodsCalls.savePlug>;
type PlugRecord = typeof plugins.$inferSelect;

/** What the audit keeps of a plugin's editable fields. */
const plugState = (p: PlugRecord, tags: string[], intros: string[]) => ({
  name: p.name,
  images: p.images,
  intros,
  cate_id: p.cateId,
  price: p.price,
  has_discount: p.hasDiscount,
  discount_price: p.discountPrice,
  give_integral: p.giveIntegral,
  repeat_buy: p.repeatBuy,
  web_link: p.webLink,
  web_link_price: p.webLinkPrice,
  intro: p.intro,
  explain: p.explain,
  author: p.author,
  tags,
});

export async function lockPlug(tx: DbOrTx, id: number): Promise<PlugRecord> {
  const [row] = await tx.select().from(plugins).where(eq(plugins.id, id)).for('update');
  if (!row) throw new DomainError(Code.notFound, GM.plugNotFound);
  return row;
}

/** A category staff may file the item under: one of its own kind (hidden ones too: staff decide). */
export async function checkCategory(tx: DbOrTx, cateId: number, kind: 'plug' | 'goods'): Promise<void> {
  const [category] = await tx.select().from(categories).where(eq(categories.id, cateId));
  if (!category || category.kind !== kind) throw refuse(CM.categoryNotSelectable, Code.invalid);
}

async function introImagesOf(tx: DbOrTx, id: number): Promise<string[]> {
  const rows = await tx
    .select({ image: pluginIntroImages.image })
    .from(pluginIntroImages)
    .where(eq(pluginIntroImages.pluginId, id))
    .orderBy(asc(pluginIntroImages.sort), asc(pluginIntroImages.id));
  return rows.map((r) => r.image);
}

/**
 * Saves every field the public plugin page shows, as one audited change. Rich text is checked and
 * sanitised as creators' is (script refused, the rest through the platform's allowlist).
 */
export async function savePlug(db: Db, actor: StaffActor, id: number, fields: PlugFields): Promise<void> {
  if (hasScript(fields.intro)) throw refuse(contributionMessages.scriptRefused, Code.invalid);
  const prices = salePrice(fields);
  await db.transaction(async (tx) => {
    const before = await lockPlug(tx, id);
    await checkCategory(tx, fields.cate_id, 'plug');
    const [tagsBefore, introsBefore] = await Promise.all([
      listItemTags(tx, 'plug', id).then((rows) => rows.map((t) => t.tag)),
      introImagesOf(tx, id),
    ]);
    const [after] = await tx
      .update(plugins)
      .set({
        name: fields.name,
        images: fields.images,
        cateId: fields.cate_id,
        ...prices,
        giveIntegral: photons(fields.give_integral),
        repeatBuy: fields.repeat_buy ? 1 : 0,
        webLink: fields.web_link,
        webLinkPrice: photons(fields.web_link_price),
        intro: sanitizeHtml(fields.intro),
        explain: fields.explain,
        author: fields.author,
        updatedAt: new Date(),
      })
      .where(eq(plugins.id, id))
      .returning();
    const tags = await replaceItemTags(tx, 'plug', id, fields.tags);
    await tx.delete(pluginIntroImages).where(eq(pluginIntroImages.pluginId, id));
    if (fields.intros.length)
      await tx
        .insert(pluginIntroImages)
        .values(fields.intros.map((image, sort) => ({ pluginId: id, image, sort })));
    await recordAudit(tx, actor, {
      action: 'plug.update',
      targetType: 'plug',
      targetId: id,
      before: plugState(before, tagsBefore, introsBefore),
      after: plugState(after!, tags, fields.intros),
    });
  });
}
