import { decimalToAmount, type CourseCard, type GoodsCard, type PlugCard } from '@app/contract';
import { plainText } from '../../platform/html/plain-text.ts';
import type { CourseCardRow, GoodsCardRow, PlugCardRow } from './card-columns.ts';
import { priceFields } from './pricing.ts';

/** A course card; `purchased` comes from the viewer's entitlements (always false for guests). */
export function presentCourseCard(row: CourseCardRow, purchased: boolean): CourseCard {
  return {
    id: row.id,
    name: row.name,
    images: row.images,
    ...priceFields(row),
    market_price: decimalToAmount(row.marketPrice),
    purchase: purchased ? 1 : 0,
    num: row.num,
    view_num: row.viewNum,
  };
}

export function presentPlugCard(row: PlugCardRow): PlugCard {
  return {
    id: row.id,
    name: row.name,
    images: row.images,
    intro: plainText(row.introText),
    author: row.author,
    ...priceFields(row),
  };
}

export function presentGoodsCard(row: GoodsCardRow): GoodsCard {
  return { id: row.id, cover: row.cover, name: row.name, ...priceFields(row), sales_num: row.salesNum };
}
