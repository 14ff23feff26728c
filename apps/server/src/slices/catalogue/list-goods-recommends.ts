import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centsToAmount } from '@app/contract';
import { payableCents } from './pricing.ts';
import { goods } from './schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';

export const RECOMMEND_COUNT = 6;

const columns = {
  id: goods.id,
  name: goods.name,
  cover: goods.cover,
  price: goods.price,
  hasDiscount: goods.hasDiscount,
  discountPrice: goods.discountPrice,
};

/**
 * 相关推荐 of a material: up to 6 other visible materials of the same category (newest first), topped
 * up with the newest others when the category has fewer. `price` is what a buyer pays now.
 */
export async function listGoodsRecommends(
  db: DbOrTx,
  goodsId: number,
  cateId: number,
): Promise<{ id: number; name: string; cover: string; price: number }[]> {
  const sameCategory = await db
    .select(columns)
    .from(goods)
    .where(and(eq(goods.cateId, cateId), ne(goods.id, goodsId), publiclyVisible(goods)))
    .orderBy(desc(goods.createdAt), desc(goods.id))
    .limit(RECOMMEND_COUNT);
  const rows = [...sameCategory];
  if (rows.length < RECOMMEND_COUNT) {
    const others = await db
      .select(columns)
      .from(goods)
      .where(and(notInArray(goods.id, [goodsId, ...rows.map((r) => r.id)]), publiclyVisible(goods)))
      .orderBy(desc(goods.createdAt), desc(goods.id))
      .limit(RECOMMEND_COUNT - rows.length);
    rows.push(...others);
  }
  return rows.map((r) => ({ id: r.id, name: r.name, cover: r.cover, price: centsToAmount(payableCents(r)) }));
}
