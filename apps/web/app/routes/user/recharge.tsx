import { InvoicingPage } from '../../features/invoicing/invoicing-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/recharge';

export const meta: Route.MetaFunction = () => pageMeta('快速开票');

/** 快速开票 (001 §2.11): invoices for paid recharge orders. */
export default function Page() {
  return <InvoicingPage />;
}
