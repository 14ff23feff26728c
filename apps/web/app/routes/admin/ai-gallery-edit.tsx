import { GalleryEditPage } from '../../features/admin/ai/gallery-edit-page.tsx';
import type { Route } from './+types/ai-gallery-edit';

export default function Page({ params }: Route.ComponentProps) {
  return <GalleryEditPage key={params.id} id={params.id} />;
}
