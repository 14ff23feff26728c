import { HeartOutlined } from '@ant-design/icons';
import type { GalleryCard as GalleryCardData } from '@app/contract/web';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { paths } from '../../../shared/paths.ts';

/** AI gallery card (000 §2.4): clicking it goes to /ai/gallery (in the app: home-page.tsx's link handler). */
export function GalleryCard({ work }: { work: GalleryCardData }) {
  return (
    <a href={paths.aiGallery()} className="gallery-card">
      <FallbackImage
        src={work.image}
        alt={work.title}
        loading="lazy"
        width={640}
        height={480}
        className="gallery-card__image"
      />
      <div className="gallery-card__caption">
        <span className="gallery-card__title">{work.title}</span>
        <span className="gallery-card__meta">
          {work.author}
          <span>
            <HeartOutlined /> {work.likes}
          </span>
        </span>
      </div>
    </a>
  );
}
