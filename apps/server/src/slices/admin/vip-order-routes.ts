import {
  adminFinanceCalls,
  Code,
  aiMessages,
  commerceMessages,
  decimalToAmount,
  isVipActive,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/answer.ts';
import { users } from '../../kernel/members/index.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { refundVipOrder } from '../ai/index.ts';
import { recordAudit } from './audit.ts';
import { readVips } from './list-all-orders.ts';
import { readLedgerLines } from './list-orders.ts';
import { presentLedgerEntry, presentVipOrder } from './present-finance.ts';
import { staffRoute } from './staff-route.ts';

/** A VIP purchase's detail in the product order's shape: its ledger lines, whether VIP holds now, the balance. */
async function vipOrderDetail(db: Db, id: number, now = new Date()) {
  const found = (await readVips(db, [id])).get(id);
  if (!found) throw new DomainError(Code.notFound, aiMessages.vipOrderNotFound);
  const { row } = found;
  const [entries, [member]] = await Promise.all([
    readLedgerLines(db, row.userId, row.orderNo, ['vip', 'refund']),
    db
      .select({ balance: users.integral, permanent: users.vipPermanent, endsAt: users.vipEndtime })
      .from(users)
      .where(eq(users.id, row.userId)),
  ]);
  return {
    order: presentVipOrder(found),
    entries: entries.map((e) => presentLedgerEntry(e.entry, e.member)),
    entitled: member ? isVipActive(member, now) : false,
    balance: decimalToAmount(member?.balance ?? '0'),
  };
}

const termState = (term: { permanent: boolean; endsAt: Date | null }) => ({
  vip_permanent: term.permanent,
  vip_endtime: term.endsAt?.toISOString() ?? null,
});

/** VIP purchases in 订单与退款 (finance, admin): the detail and the refund, through ai's refundVipOrder. */
export function registerVipOrderRoutes(app: App): void {
  staffRoute(app, adminFinanceCalls.vipOrder, 'orders', async ({ params, ctx }) =>
    ok(await vipOrderDetail(ctx.db, params.id)),
  );

  staffRoute(app, adminFinanceCalls.vipRefund, 'orders', async ({ params, body, ctx, staff }) => {
    await refundVipOrder(ctx.db, { orderId: params.id, reason: body.reason }, (tx, change) =>
      recordAudit(tx, staff.actor, {
        action: 'vip-order.refund',
        targetType: 'vip-order',
        targetId: change.after.id,
        before: { refunded_at: null, price: change.before.price, ...termState(change.termBefore) },
        after: {
          refunded_at: change.after.refundedAt?.toISOString() ?? null,
          refund_reason: change.after.refundReason,
          order_no: change.after.orderNo,
          member_id: change.after.userId,
          ...termState(change.termAfter),
        },
      }),
    );
    return ok(await vipOrderDetail(ctx.db, params.id), commerceMessages.refundOk);
  });
}
