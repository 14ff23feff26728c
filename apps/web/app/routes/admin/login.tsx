import { AdminLoginPage } from '../../features/admin/admin-login-page.tsx';

export default function Page() {
  return <AdminLoginPage />;
}
