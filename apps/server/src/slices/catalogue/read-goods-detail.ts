import { ProductType } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hasEntitlement } from '../../kernel/entitlements/index.ts';
import { listItemTags } from './list-item-tags.ts';
import { isFree } from './pricing.ts';
import type { CataloguePorts } from './catalogue-ports.ts';
import { readSuggestUser, type SuggestUser } from './read-suggest-user.ts';
import { goods } from './schema.ts';
import { productOpenTo } from './product-open-to.ts';

export type GoodsRow = typeof goods.$inferSelect;

export interface GoodsDetailData extends SuggestUser {
  goods: GoodsRow;
  tags: { id: number; tag: string }[];
  purchased: boolean;
  /** A signed-in member who bought the material, or any member when it is free. Guests never. */
  mayDownload: boolean;
}

/**
 * A material's page for one viewer; null when the viewer may not open it (productOpenTo: public, or taken
 * off the shelf but bought by the viewer). A fresh view (`countView`) adds
 * one to view_num in the same statement that checks visibility, and the answer shows the counted value.
 */
export async function readGoodsDetail(
  db: DbOrTx,
  ports: CataloguePorts,
  id: number,
  viewerId: number | null,
  countView = true,
): Promise<GoodsDetailData | null> {
  const visible = and(eq(goods.id, id), productOpenTo(goods, ProductType.goods, viewerId));
  const [row] = countView
    ? await db
        .update(goods)
        .set({ viewNum: sql`${goods.viewNum} + 1` })
        .where(visible)
        .returning()
    : await db.select().from(goods).where(visible);
  if (!row) return null;
  const [tags, suggest, purchased] = await Promise.all([
    listItemTags(db, 'goods', id),
    readSuggestUser(db, ports, row.suggestUserId, viewerId),
    viewerId === null ? false : hasEntitlement(db, viewerId, ProductType.goods, id),
  ]);
  return {
    ...suggest,
    goods: row,
    tags,
    purchased,
    mayDownload: viewerId !== null && (purchased || isFree(row)),
  };
}
