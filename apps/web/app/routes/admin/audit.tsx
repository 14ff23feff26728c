import { AuditPage } from '../../features/admin/audit/audit-page.tsx';

export default function Page() {
  return <AuditPage />;
}
