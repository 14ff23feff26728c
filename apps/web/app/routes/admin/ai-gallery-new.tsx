import { GalleryEditPage } from '../../features/admin/ai/gallery-edit-page.tsx';

export default function Page() {
  return <GalleryEditPage />;
}
