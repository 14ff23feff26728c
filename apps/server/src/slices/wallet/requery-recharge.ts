import { Code, walletMessages } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { ProviderError } from '../../platform/provider-error.ts';
import { paymentProviders } from './payment-providers.ts';
import { refreshRecharge } from './refresh-recharge.ts';
import { RECHARGE_STATUS, rechargeOrders } from './schema.ts';
import { settleRecharge } from './settle-recharge.ts';

type RechargeRow = typeof rechargeOrders.$inferSelect;

export interface Requery {
  before: RechargeRow;
  after: RechargeRow;
  /** What the provider said: 'paid' | 'unpaid' | 'closed', or 'unknown' when no provider handles the order. */
  providerState: string;
}

/**
 * Staff's manual re-query of one recharge: a pending one goes through the same active query as the worker's
 * (settled when the provider confirms payment, closed when unpaid past 30 minutes); a closed one the provider
 * reports paid is credited as a late notify would be; a paid one only reports. Provider failures answer
 * their Chinese message and change nothing.
 */
export async function requeryRecharge(
  ctx: Pick<AppContext, 'config' | 'db'>,
  orderId: number,
): Promise<Requery> {
  const [before] = await ctx.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, orderId));
  if (!before) throw new DomainError(Code.notFound, walletMessages.orderNotFound);
  const providers = paymentProviders(ctx);
  const provider = providers.byId(before.provider);
  let providerState = 'unknown';
  try {
    if (before.status === RECHARGE_STATUS.pending) {
      const outcome = await refreshRecharge(ctx.db, providers, before);
      if (provider) providerState = outcome === 'paid' ? 'paid' : outcome === 'closed' ? 'closed' : 'unpaid';
    } else if (provider) {
      const state = await provider.queryPayment(before.orderNo);
      providerState = state.state;
      if (state.state === 'paid' && before.status === RECHARGE_STATUS.closed)
        await settleRecharge(ctx.db, provider, state.payment);
    }
  } catch (error) {
    if (error instanceof ProviderError) throw refuse(`${walletMessages.requeryFailed}：${error.message}`);
    throw error;
  }
  const [after] = await ctx.db
    .update(rechargeOrders)
    .set({ lastQueriedAt: sql`now()` })
    .where(eq(rechargeOrders.id, orderId))
    .returning();
  return { before, after: after!, providerState };
}
