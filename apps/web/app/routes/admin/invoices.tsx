import { InvoiceListPage } from '../../features/admin/invoices/invoice-list-page.tsx';

export default function Page() {
  return <InvoiceListPage />;
}
