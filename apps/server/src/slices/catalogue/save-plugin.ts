import { adminProductCalls, adminProductMessages, type CallBody, Code } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { listItemTags } from './list-item-tags.ts';
import { checkCategory, checkedRichText, photons, salePrice } from './product-rules.ts';
import type { RecordChange } from './record-change.ts';
import { replaceItemTags } from './replace-item-tags.ts';
import { pluginIntroImages, plugins } from './schema.ts';

export type PluginFields = CallBody<typeof adminProductCalls.savePlug>;
type PluginRecord = typeof plugins.$inferSelect;

/** A plugin's editable fields as a change record keeps them (the back office's audit row). */
const pluginState = (p: PluginRecord, tags: string[], intros: string[]) => ({
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
export type PluginState = ReturnType<typeof pluginState>;

/** The plugin row, locked for the caller's transaction: edits of one plugin and its files queue on it. */
export async function lockPlugin(tx: DbOrTx, id: number): Promise<PluginRecord> {
  const [row] = await tx.select().from(plugins).where(eq(plugins.id, id)).for('update');
  if (!row) throw new DomainError(Code.notFound, adminProductMessages.plugNotFound);
  return row;
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
 * Saves every field the public plugin page shows, as one change. Rich text is checked and sanitised as
 * creators' is (script refused, the rest through the platform's allowlist); prices keep the discount rules.
 */
export async function savePlugin(
  db: Db,
  id: number,
  fields: PluginFields,
  record?: RecordChange<PluginState>,
): Promise<void> {
  const intro = checkedRichText(fields.intro);
  const prices = salePrice(fields);
  await db.transaction(async (tx) => {
    const before = await lockPlugin(tx, id);
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
        intro,
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
    await record?.(tx, {
      before: pluginState(before, tagsBefore, introsBefore),
      after: pluginState(after!, tags, fields.intros),
    });
  });
}
