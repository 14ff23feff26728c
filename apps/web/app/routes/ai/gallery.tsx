import { GalleryPage } from '../../features/ai/gallery-page.tsx';
import { pageMeta } from '../../shared/meta.ts';

export const meta = () => pageMeta('AI作品集');

export default function Page() {
  return <GalleryPage />;
}
