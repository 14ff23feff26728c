import { LedgerPage } from '../../features/admin/finance/ledger-page.tsx';

export default function Page() {
  return <LedgerPage />;
}
