import { AdminHome } from '../../features/admin/admin-home.tsx';

export default function Page() {
  return <AdminHome />;
}
