import { SecurityPage } from '../../features/admin/security-page.tsx';

export default function Page() {
  return <SecurityPage />;
}
