import {
  addChinaMonths,
  aiMessages,
  Code,
  commerceMessages,
  formatPhotons,
  fromCents,
  toCents,
  VIP_PLANS,
  type VipTerm,
} from '@app/contract';
import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { setMemberVip } from '../../kernel/members/index.ts';
import { sendMemberNotice } from '../community/index.ts';
import { creditWallet } from '../wallet/index.ts';
import { lockMemberTerm } from './charge/charge.ts';
import { aiVipOrders } from './schema.ts';
import { scheduleVipEndingNotice } from './vip-ending.ts';

export type VipOrderRow = typeof aiVipOrders.$inferSelect;

/** What a VIP refund changed, for the back office's audit row (in the refund's transaction). */
export interface VipRefundChange {
  before: VipOrderRow;
  after: VipOrderRow;
  termBefore: VipTerm;
  termAfter: VipTerm;
}

/**
 * Refunds a VIP purchase to 光子, exactly once, in one transaction, as refundOrder does for product orders:
 * the member row and the order row are locked (a double click waits and then finds it refunded), the price
 * goes back through the wallet ledger as a 'refund' entry with the order's number, the VIP term loses what the
 * purchase gave (vipTermAfterRefund), the order is marked refunded with time and reason, the member is told in
 * 消息回复, and `record` (the audit row) commits with it.
 */
export async function refundVipOrder(
  db: Db,
  input: { orderId: number; reason: string; now?: Date },
  record?: (tx: DbOrTx, change: VipRefundChange) => Promise<void>,
): Promise<VipOrderRow> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [peek] = await tx.select().from(aiVipOrders).where(eq(aiVipOrders.id, input.orderId));
    if (!peek) throw new DomainError(Code.notFound, aiMessages.vipOrderNotFound);
    // The member first, as buyVip locks it: purchases and refunds of one member run one after another.
    const termBefore = await lockMemberTerm(tx, peek.userId);
    const [order] = await tx.select().from(aiVipOrders).where(eq(aiVipOrders.id, peek.id)).for('update');
    if (!order || order.refundedAt) throw refuse(commerceMessages.refundAlready);
    const plan = VIP_PLANS.find((p) => p.plan === order.plan);
    const termAfter = await vipTermAfterRefund(tx, order, termBefore, plan?.months ?? null, now);
    if (toCents(order.price) > 0)
      await creditWallet(tx, {
        userId: order.userId,
        amount: fromCents(toCents(order.price)),
        title: `VIP 订单退款：${plan?.name ?? ''}VIP`,
        sourceType: 'refund',
        sourceNo: order.orderNo,
      });
    await setMemberVip(tx, order.userId, termAfter, now);
    await scheduleVipEndingNotice(tx, order.userId, termAfter, now);
    const [after] = await tx
      .update(aiVipOrders)
      .set({ refundedAt: now, refundReason: input.reason.trim().slice(0, 200) })
      .where(and(eq(aiVipOrders.id, order.id), isNull(aiVipOrders.refundedAt)))
      .returning();
    if (!after) throw refuse(commerceMessages.refundAlready);
    await sendMemberNotice(tx, {
      userId: order.userId,
      title: '订单退款',
      body: `订单 ${order.orderNo} 已退款 ${formatPhotons(Number(order.price))} 光子，VIP 时长已相应扣除`,
      link: '/ai/vip',
    });
    await record?.(tx, { before: order, after, termBefore, termAfter });
    return after;
  });
}

/**
 * The term without what this purchase gave. A time plan takes its months off the current end (a VIP that
 * would end in the past ends now); a permanent VIP from a later purchase or grant stays. A permanent plan
 * goes back to the latest end another unrefunded purchase of the member left (the end before it is not
 * stored), or ends now (docs/spec-decisions.md "VIP refunds").
 */
async function vipTermAfterRefund(
  tx: DbOrTx,
  order: VipOrderRow,
  term: VipTerm,
  months: number | null,
  now: Date,
): Promise<VipTerm> {
  const ended = { permanent: false, endsAt: now };
  if (months !== null) {
    if (term.permanent) return term;
    const end = term.endsAt ? addChinaMonths(term.endsAt, -months) : null;
    return end && end > now ? { permanent: false, endsAt: end } : ended;
  }
  const [other] = await tx
    .select({ endsAt: aiVipOrders.endsAt })
    .from(aiVipOrders)
    .where(
      and(
        eq(aiVipOrders.userId, order.userId),
        ne(aiVipOrders.id, order.id),
        isNull(aiVipOrders.refundedAt),
        isNotNull(aiVipOrders.endsAt),
      ),
    )
    .orderBy(desc(aiVipOrders.endsAt))
    .limit(1);
  return other?.endsAt && other.endsAt > now ? { permanent: false, endsAt: other.endsAt } : ended;
}
