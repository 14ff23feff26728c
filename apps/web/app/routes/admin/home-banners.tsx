import { HomeBannersPage } from '../../features/admin/site/home-banners-page.tsx';

export default function Page() {
  return <HomeBannersPage />;
}
