import { Code, commerceMessages, ProductType } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { hasEntitlement } from '../../kernel/entitlements/index.ts';
import type { SaleItem } from './sale-item.ts';

/** Advisory-lock namespace of "this member is checking out" (a constant unique to this use). */
const PURCHASE_LOCK_NAMESPACE = 7_405;

/**
 * Serialises one member's checkouts until the transaction ends: the owned check, the per-member coupon
 * count and the payment of one purchase cannot interleave with a parallel purchase of the same member.
 */
export async function lockMemberPurchases(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASE_LOCK_NAMESPACE}, ${userId})`);
}

/** The refusal for buying what one already holds. */
export function ownedRefusal(item: SaleItem): DomainError {
  if (item.extendType === 'web_link') return new DomainError(Code.refused, commerceMessages.ownedWebLink);
  const msg =
    item.productType === ProductType.course
      ? commerceMessages.ownedCourse
      : item.productType === ProductType.plug
        ? commerceMessages.ownedPlug
        : commerceMessages.ownedGoods;
  return new DomainError(Code.refused, msg);
}

/**
 * A free course is joined with the course page's free-course button (000 §4), and a feature link priced 0 is
 * not sold on its own: both are refused here. A free plugin or material goes through checkout as 000 sends
 * it (立即购买 → /payment): a 0-光子 order that grants it (nothing is debited, the ledger takes only amounts
 * > 0; postage, if any, is still paid), once per member (loadSaleItem drops repeat_buy and the bonus of a free
 * item). Owned items are refused unless the plugin allows buying again (repeat_buy 1).
 */
export async function assertPurchasable(db: DbOrTx, userId: number, item: SaleItem): Promise<void> {
  if (item.unitCents <= 0) {
    if (item.extendType === 'web_link') throw new DomainError(Code.refused, commerceMessages.freeWebLink);
    if (item.productType === ProductType.course)
      throw new DomainError(Code.refused, commerceMessages.freeCourse);
  }
  if (item.repeatBuy) return;
  if (await hasEntitlement(db, userId, item.productType, item.productId, item.extendType))
    throw ownedRefusal(item);
}
