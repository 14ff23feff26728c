import { adminFinanceCalls, Code, commerceMessages, decimalToAmount } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { refundOrder, type OrderRow } from '../commerce/index.ts';
import { adjustWallet, requeryRecharge } from '../wallet/index.ts';
import { recordAudit } from './audit.ts';
import { listLedger, listRecharges, readRecharge } from './list-ledger.ts';
import { listAllOrders } from './list-all-orders.ts';
import { readOrderDetail } from './list-orders.ts';
import {
  presentAdminOrder,
  presentAdminRecharge,
  presentLedgerEntry,
  presentListedOrder,
} from './present-finance.ts';
import { staffRoute } from './staff-route.ts';
import { memberOf } from './table-query.ts';
import type { Db } from '../../db/client.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';

const orderState = (o: OrderRow) => ({
  status: o.status,
  total_amount: o.totalAmount,
  bonus: o.bonus,
  refunded_at: o.refundedAt,
  refund_reason: o.refundReason,
});

async function orderDetail(db: Db, id: number) {
  const detail = await readOrderDetail(db, id);
  if (!detail) throw new DomainError(Code.notFound, commerceMessages.orderNotFound);
  return {
    order: presentAdminOrder(detail),
    entries: detail.entries.map((e) => presentLedgerEntry(e.entry, e.member)),
    entitled: detail.entitled,
    balance: decimalToAmount(detail.balance),
  };
}

/** 订单与退款, 充值订单, 光子流水 (finance, admin). CSV exports: export-routes.ts. */
export function registerFinanceRoutes(app: App): void {
  // Each filter's total is shared for PUBLIC_CACHE_SECONDS, like the public lists' totals (0 = always count).
  const orderTotals = createTtlCache<number>({
    ttlSeconds: app.ctx.config.PUBLIC_CACHE_SECONDS,
    maxEntries: 1_000,
  });
  staffRoute(app, adminFinanceCalls.orders, 'orders', async ({ query, ctx }) => {
    const page = await listAllOrders(ctx.db, query, query, orderTotals);
    return ok({ list: page.rows.map(presentListedOrder), total: page.total });
  });

  staffRoute(app, adminFinanceCalls.order, 'orders', async ({ params, ctx }) =>
    ok(await orderDetail(ctx.db, params.id)),
  );

  staffRoute(app, adminFinanceCalls.refund, 'orders', async ({ params, body, ctx, staff }) => {
    await refundOrder(ctx.db, { orderId: params.id, reason: body.reason }, (tx, change) =>
      recordAudit(tx, staff.actor, {
        action: 'order.refund',
        targetType: 'order',
        targetId: change.after.id,
        before: orderState(change.before),
        after: {
          ...orderState(change.after),
          order_no: change.after.orderNo,
          member_id: change.after.userId,
        },
      }),
    );
    return ok(await orderDetail(ctx.db, params.id), commerceMessages.refundOk);
  });

  staffRoute(app, adminFinanceCalls.recharges, 'orders', async ({ query, ctx }) => {
    const page = await listRecharges(ctx.db, query, query);
    return ok({ list: page.rows.map((r) => presentAdminRecharge(r.row, r.member)), total: page.total });
  });

  staffRoute(app, adminFinanceCalls.requery, 'orders', async ({ params, ctx, staff }) => {
    const result = await requeryRecharge(ctx, params.id);
    await recordAudit(ctx.db, staff.actor, {
      action: 'recharge.query',
      targetType: 'recharge',
      targetId: params.id,
      before: { status: result.before.status },
      after: { status: result.after.status, provider_state: result.providerState },
    });
    const found = (await readRecharge(ctx.db, params.id))!;
    const changed = result.before.status !== result.after.status;
    return ok(
      { recharge: presentAdminRecharge(found.row, found.member), provider_state: result.providerState },
      changed ? '查询完成，订单状态已更新' : '查询完成，订单状态未变化',
    );
  });

  staffRoute(app, adminFinanceCalls.ledger, 'ledger', async ({ query, ctx }) => {
    const page = await listLedger(ctx.db, query, query);
    return ok({ list: page.rows.map((r) => presentLedgerEntry(r.entry, r.member)), total: page.total });
  });

  staffRoute(app, adminFinanceCalls.adjust, 'ledger', async ({ body, ctx, staff }) => {
    const result = await adjustWallet(
      ctx.db,
      {
        userId: body.user_id,
        direction: body.direction,
        amount: body.amount,
        reason: body.reason,
        requestId: body.request_id,
      },
      (tx, change) =>
        recordAudit(tx, staff.actor, {
          action: body.direction === 'credit' ? 'ledger.credit' : 'ledger.debit',
          targetType: 'member',
          targetId: body.user_id,
          before: { balance: change.balanceBefore },
          after: {
            balance: change.entry.balanceAfter,
            amount: change.entry.amount,
            reason: body.reason,
            entry_id: change.entry.id,
          },
        }),
    );
    return ok(
      {
        entry: presentLedgerEntry(result.entry, await memberOf(ctx.db, body.user_id)),
        repeated: result.repeated,
      },
      result.repeated
        ? '该调整已记录，未重复执行'
        : body.direction === 'credit'
          ? '已增加光子'
          : '已扣减光子',
    );
  });
}
