import type { AppContext } from '../../app-context.ts';
import { paymentProviders } from './payment-providers.ts';
import { reconcileRecharges } from './reconcile-recharges.ts';

/** The periodic task: active query of pending recharges, closing those past 30 minutes. */
export function reconcileRechargesTask(ctx: AppContext) {
  return reconcileRecharges(ctx.db, paymentProviders(ctx), (orderNo, error) =>
    ctx.log.warn({ err: error, orderNo }, 'recharge active query failed'),
  );
}
