import {
  aiMessages,
  type VipOffer,
  Code,
  fromCents,
  makeOrderNo,
  ORDER_NO_PREFIX,
  toCents,
  vipTermAfterPurchase,
} from '@app/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { setMemberVip } from '../../kernel/members/index.ts';
import { debitWallet } from '../wallet/index.ts';
import { lockMemberTerm } from './charge/charge.ts';
import { scheduleVipEndingNotice } from './vip-ending.ts';
import { aiVipOrders } from './schema.ts';
import { planByPrice, readVipSettings } from './vip-settings.ts';

/**
 * A second purchase of the same plan this soon after the first is the same click arriving twice (a double
 * click, a retried request): it answers the term already bought and charges nothing.
 */
export const DOUBLE_CLICK_SECONDS = 10;

export interface BoughtVip {
  permanent: boolean;
  endsAt: Date | null;
  /** false when this request repeated a purchase made seconds ago and nothing was charged. */
  charged: boolean;
}

/**
 * POST /api/ai/buy, all in one transaction: the member's row is locked (purchases of one member run one after
 * another and see each other's VIP term), the plan is found by its price in the current settings, the 光子
 * are taken by the ledger's conditional debit (an append-only entry; a short balance writes nothing), the
 * VIP term is set or extended on the member and the order is recorded. Not while VIP is off sale.
 */
export async function buyVip(
  db: Db,
  userId: number,
  price: string,
  offer: Pick<VipOffer, 'on_sale'>,
  now = new Date(),
): Promise<BoughtVip> {
  // Production with no AI backend: the benefits would be empty promises, so nothing is sold (vip-offer.ts).
  if (!offer.on_sale) throw refuse(aiMessages.vipNotOnSale);
  const plan = planByPrice(await readVipSettings(db), toCents(price));
  if (!plan) throw refuse(aiMessages.planNotFound);
  return db.transaction(async (tx) => {
    const member = await lockMemberTerm(tx, userId);
    const [recent] = await tx
      .select({ id: aiVipOrders.id })
      .from(aiVipOrders)
      .where(
        and(
          eq(aiVipOrders.userId, userId),
          eq(aiVipOrders.plan, plan.plan),
          gt(aiVipOrders.createdAt, new Date(now.getTime() - DOUBLE_CLICK_SECONDS * 1000)),
        ),
      )
      .orderBy(desc(aiVipOrders.id))
      .limit(1);
    if (recent) return { ...member, charged: false };
    if (member.permanent) throw refuse(aiMessages.alreadyPermanent);
    const term = vipTermAfterPurchase(member, plan.months, now);
    const orderNo = makeOrderNo(ORDER_NO_PREFIX.vip, now);
    const balance = await debitWallet(tx, {
      userId,
      amount: fromCents(plan.priceCents),
      title: `开通${plan.name}VIP`,
      sourceType: 'vip',
      sourceNo: orderNo,
    });
    if (balance === null) throw new DomainError(Code.insufficientPhotons, aiMessages.insufficient);
    await setMemberVip(tx, userId, term);
    await scheduleVipEndingNotice(tx, userId, term, now);
    await tx.insert(aiVipOrders).values({
      orderNo,
      userId,
      plan: plan.plan,
      price: fromCents(plan.priceCents),
      endsAt: term.endsAt,
      createdAt: now,
    });
    return { ...term, charged: true };
  });
}
