import { decimalToAmount, formatChinaDateTime, type AdminGoods, type AdminGoodsRow } from '@app/contract';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import type { AdminGoodsRecord, GoodsListRow } from './list-goods.ts';
import { productState } from '../product-table.ts';

export function presentAdminGoodsRow({ goods: g, cateName, creatorName }: GoodsListRow): AdminGoodsRow {
  return {
    id: g.id,
    name: g.name,
    cover: g.cover,
    cate_id: g.cateId,
    cate_name: cateName,
    price: decimalToAmount(g.price),
    has_discount: g.hasDiscount,
    discount_price: decimalToAmount(g.discountPrice),
    postage: decimalToAmount(g.postage),
    state: productState(g),
    creator: g.userId === null ? null : { id: g.userId, name: creatorName ?? '' },
    author: g.author,
    sales_num: g.salesNum,
    view_num: g.viewNum,
    updated_at: formatChinaDateTime(g.updatedAt),
  };
}

/** The edit form's material; the file's size is read from storage (the table keeps only its key). */
export async function presentAdminGoods(
  record: AdminGoodsRecord,
  storage: ObjectStorage,
): Promise<AdminGoods> {
  const key = record.goods.materialKey;
  const head = key ? await storage.head(key).catch(() => null) : null;
  return {
    ...presentAdminGoodsRow(record),
    images: record.goods.images,
    desc: record.goods.desc,
    tags: record.tags,
    material: key ? { key, size: head?.size ?? 0 } : null,
  };
}
