import { VipSettingsPage } from '../../features/admin/site/vip-settings-page.tsx';

export default function Page() {
  return <VipSettingsPage />;
}
