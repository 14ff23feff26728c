import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  Code,
  walletMessages,
  YUAN_PER_PHOTON,
  fromCents,
  makeOrderNo,
  ORDER_NO_PREFIX,
  toCents,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { PaymentProviders } from '../../platform/payments/create-payments.ts';
import type { PaymentStart } from '../../platform/payments/payment-provider.ts';
import { RECHARGE_TTL_MS } from './refresh-recharge.ts';
import { RECHARGE_STATUS, rechargeOrders } from './schema.ts';

/** More unpaid recharges than this within their 30 minutes is refused (each one is a provider order). */
const MAX_PENDING = 10;

export interface RechargeStarted {
  orderNo: string;
  /** 元 */
  amount: string;
  payMethod: number;
  sandbox: boolean;
  start: PaymentStart;
}

/**
 * Creates a recharge order for `num` 光子 (a validated decimal string) at num × 10 元 and asks the pay
 * method's provider to start the payment. If the provider fails, the order is closed at once and the
 * member is told to try again; nothing is charged or credited here (crediting happens on settlement).
 */
export async function createRecharge(
  db: Db,
  providers: PaymentProviders,
  input: { userId: number; num: string; payMethod: number; returnUrl: (orderNo: string) => string },
  onProviderError: (error: unknown) => void = () => {},
): Promise<RechargeStarted> {
  const provider = providers.forMethod(input.payMethod);
  if (!provider) throw new DomainError(Code.refused, walletMessages.payMethodUnavailable);
  const now = new Date();
  const [pending] = await db
    .select({ n: count() })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.userId, input.userId),
        eq(rechargeOrders.status, RECHARGE_STATUS.pending),
        gt(rechargeOrders.createdAt, new Date(now.getTime() - RECHARGE_TTL_MS)),
      ),
    );
  if ((pending?.n ?? 0) >= MAX_PENDING) throw new DomainError(Code.tooMany, walletMessages.tooManyPending);

  const photonCents = toCents(input.num);
  const num = fromCents(photonCents);
  const amount = fromCents(photonCents * YUAN_PER_PHOTON);
  const orderNo = makeOrderNo(ORDER_NO_PREFIX.recharge, now);
  const [order] = await db
    .insert(rechargeOrders)
    .values({
      orderNo,
      userId: input.userId,
      num,
      amount,
      payMethod: input.payMethod,
      provider: provider.id,
      createdAt: now,
    })
    .returning();
  let start: PaymentStart;
  try {
    start = await provider.createPayment({
      orderNo,
      amount,
      subject: `光子充值 ${num} 个`,
      expiresAt: new Date(order!.createdAt.getTime() + RECHARGE_TTL_MS),
      returnUrl: input.returnUrl(orderNo),
    });
  } catch (error) {
    onProviderError(error);
    await db
      .update(rechargeOrders)
      .set({ status: RECHARGE_STATUS.closed, closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(rechargeOrders.id, order!.id));
    throw new DomainError(Code.refused, walletMessages.payServiceDown);
  }
  if (start.kind === 'form')
    await db.update(rechargeOrders).set({ payForm: 'form' }).where(eq(rechargeOrders.id, order!.id));
  return { orderNo, amount, payMethod: input.payMethod, sandbox: provider.sandbox, start };
}
