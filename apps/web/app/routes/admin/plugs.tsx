import { PlugListPage } from '../../features/admin/goods/plug-list-page.tsx';

export default function Page() {
  return <PlugListPage />;
}
