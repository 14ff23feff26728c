import { PlugListPage } from '../../features/admin/products/plug-list-page.tsx';

export default function Page() {
  return <PlugListPage />;
}
