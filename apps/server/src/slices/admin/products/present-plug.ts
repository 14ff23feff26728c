import { decimalToAmount, formatChinaDateTime, type AdminPlug, type AdminPlugRow } from '@app/contract';
import type { AdminPlugRecord, PlugListRow } from './list-plugs.ts';
import { productState } from '../product-table.ts';

export function presentAdminPlugRow({ plugin: p, cateName, creatorName }: PlugListRow): AdminPlugRow {
  return {
    id: p.id,
    name: p.name,
    images: p.images,
    cate_id: p.cateId,
    cate_name: cateName,
    price: decimalToAmount(p.price),
    has_discount: p.hasDiscount,
    discount_price: decimalToAmount(p.discountPrice),
    state: productState(p),
    creator: p.userId === null ? null : { id: p.userId, name: creatorName ?? '' },
    author: p.author,
    sales_num: p.salesNum,
    download_package: p.downloadPackage,
    updated_at: formatChinaDateTime(p.updatedAt),
  };
}

export function presentAdminPlug(record: AdminPlugRecord): AdminPlug {
  const p = record.plugin;
  return {
    ...presentAdminPlugRow(record),
    intro: p.intro,
    explain: p.explain,
    give_integral: decimalToAmount(p.giveIntegral),
    repeat_buy: p.repeatBuy === 1,
    web_link: p.webLink,
    web_link_price: decimalToAmount(p.webLinkPrice),
    tags: record.tags,
    intros: record.intros,
    versions: record.versions.map((v) => ({
      id: v.id,
      type: v.type,
      name: v.name,
      version_code: v.versionCode,
      platform: v.platform,
      description: v.description,
      file_key: v.fileKey,
      size: v.size,
      created_at: formatChinaDateTime(v.createdAt),
    })),
  };
}
