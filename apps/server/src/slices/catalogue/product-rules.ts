import {
  adminCatalogueMessages,
  Code,
  contributionMessages,
  fromCents,
  hasScript,
  toCents,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import { categories } from './schema.ts';

/**
 * The rules every edit of a course, plugin or material keeps, held once here so that no writer of the
 * catalogue's rows keeps its own copy.
 */

/** Sale price columns as the tables keep them; the 'N折' rate is derived as the public cards show it. */
export function salePrice(fields: { price: string; has_discount: boolean; discount_price: string }) {
  const price = toCents(fields.price);
  const discount = fields.has_discount ? toCents(fields.discount_price) : 0;
  if (fields.has_discount && discount > price)
    throw refuse(adminCatalogueMessages.discountTooHigh, Code.invalid);
  const rate = fields.has_discount && price > 0 ? Math.round((discount * 100) / price) / 100 : 1;
  return {
    price: fromCents(price),
    hasDiscount: fields.has_discount,
    discountPrice: fromCents(discount),
    discountRate: rate.toFixed(2),
  };
}

/** '12.50' as the tables keep 光子 amounts. */
export const photons = (typed: string) => fromCents(toCents(typed));

/**
 * Rich text as the public pages may show it: a script is refused outright (as in creators' forms), the rest
 * goes through the platform's one allowlist. Call it before any other check, so a script is what is answered.
 */
export function checkedRichText(html: string): string {
  if (hasScript(html)) throw refuse(contributionMessages.scriptRefused, Code.invalid);
  return sanitizeHtml(html);
}

/** A category the item may be filed under: one of its own kind (hidden ones too: staff decide). */
export async function checkCategory(
  tx: DbOrTx,
  cateId: number,
  kind: 'course' | 'plug' | 'goods',
): Promise<void> {
  const [category] = await tx.select().from(categories).where(eq(categories.id, cateId));
  if (!category || category.kind !== kind)
    throw refuse(adminCatalogueMessages.categoryNotSelectable, Code.invalid);
}
