import { Outlet } from 'react-router';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}
