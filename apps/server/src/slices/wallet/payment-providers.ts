import type { AppContext } from '../../app-context.ts';
import { createPaymentProviders, type PaymentProviders } from '../../platform/payments/create-payments.ts';

const built = new WeakMap<AppContext['config'], PaymentProviders>();

/** The payment providers of this process, built once from configuration (keys are parsed once). */
export function paymentProviders(ctx: Pick<AppContext, 'config' | 'db'>): PaymentProviders {
  let providers = built.get(ctx.config);
  if (!providers) {
    providers = createPaymentProviders(ctx.config, ctx.db);
    built.set(ctx.config, providers);
  }
  return providers;
}
