import { Code, commerceMessages as CM, ProductType } from '@app/contract';
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
  if (item.extendType === 'web_link') return new DomainError(Code.refused, CM.ownedWebLink);
  const msg =
    item.productType === ProductType.course
      ? CM.ownedCourse
      : item.productType === ProductType.plug
        ? CM.ownedPlug
        : CM.ownedGoods;
  return new DomainError(Code.refused, msg);
}

/**
 * Free items are not sold: a free course is joined with the course page's free-course button, and free
 * plugins, materials and feature links are open to every signed-in member. Owned items are refused unless
 * the plugin allows buying again (repeat_buy 1).
 */
export async function assertPurchasable(db: DbOrTx, userId: number, item: SaleItem): Promise<void> {
  if (item.unitCents <= 0) {
    if (item.extendType === 'web_link') throw new DomainError(Code.refused, CM.freeWebLink);
    throw new DomainError(
      Code.refused,
      item.productType === ProductType.course ? CM.freeCourse : CM.freeItem,
    );
  }
  if (item.repeatBuy) return;
  if (await hasEntitlement(db, userId, item.productType, item.productId, item.extendType))
    throw ownedRefusal(item);
}
