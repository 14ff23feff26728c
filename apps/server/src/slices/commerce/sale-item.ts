import {
  Code,
  commerceMessages,
  ProductType,
  type ProductTypeValue,
  type Cents,
  toCents,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { payableCents } from '../catalogue/index.ts';
import { courses, goods, plugins } from '../catalogue/schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';
import type { ExtendType } from '../../kernel/entitlements/index.ts';

export interface ProductRef {
  productType: ProductTypeValue;
  productId: number;
  extendType: ExtendType;
}

/** What is being bought, priced by the server at this moment. */
export interface SaleItem extends ProductRef {
  /** Copied into the order, so later edits of the product do not rewrite history. */
  name: string;
  img: string;
  /** The price charged now: discount_price while has_discount, the list price otherwise. */
  unitCents: Cents;
  /** Materials only. */
  postageCents: Cents;
  /** The plugin's give_integral, credited on payment (the plugin itself, not its feature link). */
  bonusCents: Cents;
  /** Plugins with repeat_buy 1 may be bought again while owned. */
  repeatBuy: boolean;
}

const TYPE_LABEL: Record<ProductTypeValue, string> = { 1: '课程', 2: '插件', 3: '素材' };

/** '课程' / '插件' / '素材' / '插件功能介绍' for order lists and wallet titles. */
export function productLabel(productType: number, extendType: string): string {
  if (extendType === 'web_link') return '插件功能介绍';
  return TYPE_LABEL[productType as ProductTypeValue] ?? '商品';
}

const notFound = () => new DomainError(Code.notFound, commerceMessages.productNotFound);

/**
 * Loads a publicly visible product and prices it (4004 when it is gone, hidden or under review). A plugin's
 * feature link (web_link) is its own item, sold at web_link_price. Free items are priced at 0 here; whether
 * they may be bought is purchase-rules.ts's question.
 */
export async function loadSaleItem(db: DbOrTx, ref: ProductRef): Promise<SaleItem> {
  if (ref.extendType === 'web_link' && ref.productType !== ProductType.plug) {
    throw new DomainError(Code.invalid, commerceMessages.extendTypeInvalid);
  }
  const base = { ...ref, postageCents: 0, bonusCents: 0, repeatBuy: false };
  if (ref.productType === ProductType.course) {
    const [row] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.id, ref.productId), publiclyVisible(courses)));
    if (!row) throw notFound();
    return { ...base, name: row.name, img: row.images, unitCents: payableCents(row) };
  }
  if (ref.productType === ProductType.goods) {
    const [row] = await db
      .select()
      .from(goods)
      .where(and(eq(goods.id, ref.productId), publiclyVisible(goods)));
    if (!row) throw notFound();
    return {
      ...base,
      name: row.name,
      img: row.cover,
      unitCents: payableCents(row),
      postageCents: toCents(row.postage),
    };
  }
  const [row] = await db
    .select()
    .from(plugins)
    .where(and(eq(plugins.id, ref.productId), publiclyVisible(plugins)));
  if (!row) throw notFound();
  if (ref.extendType === 'web_link') {
    if (!row.webLink) throw new DomainError(Code.refused, commerceMessages.noWebLink);
    return {
      ...base,
      name: `${row.name}（功能介绍）`.slice(0, 150),
      img: row.images,
      unitCents: toCents(row.webLinkPrice),
    };
  }
  const unitCents = payableCents(row);
  // A free plugin is taken once and brings no bonus 光子: otherwise every member could collect its bonus
  // again and again at no cost.
  const free = unitCents <= 0;
  return {
    ...base,
    name: row.name,
    img: row.images,
    unitCents,
    bonusCents: free ? 0 : toCents(row.giveIntegral),
    repeatBuy: !free && row.repeatBuy === 1,
  };
}
