import { InvoicingPending } from '../../features/wallet/invoicing-pending.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/recharge';

export const meta: Route.MetaFunction = () => pageMeta('快速开票');

/** 快速开票 (001 §2.11); see InvoicingPending for why it is not built yet. */
export default function Page() {
  return <InvoicingPending />;
}
