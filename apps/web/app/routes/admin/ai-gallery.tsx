import { GalleryListPage } from '../../features/admin/ai/gallery-list-page.tsx';

export default function Page() {
  return <GalleryListPage />;
}
