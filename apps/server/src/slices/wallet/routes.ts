import { decimalToAmount, ResultOrderType, walletCalls, walletMessages } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { registerCashierRoutes } from './cashier-routes.ts';
import { createRecharge } from './create-recharge.ts';
import { listWalletLogs } from './list-wallet-logs.ts';
import { registerNotifyRoutes } from './notify-routes.ts';
import { paymentProviders } from './payment-providers.ts';
import { presentRechargeOrder, presentWalletLogs } from './present-wallet.ts';
import { qrPngDataUrl } from './qr-png.ts';
import { readRechargeOrder } from './read-recharge-order.ts';

/** The photon account, recharge, payment notifies and (outside production) the sandbox cashier. */
export function registerWalletRoutes(app: App): void {
  route(app, walletCalls.walletLogs, async ({ query, user, ctx }) =>
    ok(presentWalletLogs(await listWalletLogs(ctx.db, user.id, query))),
  );

  route(app, walletCalls.recharge, async ({ body, user, ctx, request }) => {
    const started = await createRecharge(
      ctx.db,
      paymentProviders(ctx),
      {
        userId: user.id,
        num: body.num,
        payMethod: body.pay_method,
        returnUrl: (orderNo) =>
          `${ctx.config.PUBLIC_URL}/payment-result?order_no=${encodeURIComponent(orderNo)}&order_type=${ResultOrderType.recharge}`,
      },
      (error) => request.log.error({ err: error }, 'payment provider refused to start a recharge'),
    );
    if (started.start.kind === 'form') return ok(started.start.html, walletMessages.payFormOk);
    return ok(
      {
        payCodeImg: await qrPngDataUrl(started.start.codeUrl),
        orderNo: started.orderNo,
        order_amount: decimalToAmount(started.amount),
        pay_method: started.payMethod,
        sandbox: started.sandbox,
        cashier_url: started.sandbox ? started.start.codeUrl : null,
      },
      walletMessages.payCodeOk,
    );
  });

  route(app, walletCalls.rechargeOrder, async ({ body, user, ctx, request }) => {
    const order = await readRechargeOrder(ctx.db, paymentProviders(ctx), user.id, body.order_no, (error) =>
      request.log.warn({ err: error, orderNo: body.order_no }, 'recharge query failed'),
    );
    return ok(presentRechargeOrder(order));
  });

  registerNotifyRoutes(app);
  if (app.ctx.config.devTools) registerCashierRoutes(app);
}
