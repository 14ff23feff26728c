import { HeartOutlined } from '@ant-design/icons';
import type { GalleryCard as GalleryCardData } from '@app/contract/web';
import { Link } from 'react-router';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { paths } from '../../../shared/paths.ts';

/** AI gallery card (000 §2.4): clicking it goes to /ai/gallery. */
export function GalleryCard({ work }: { work: GalleryCardData }) {
  return (
    <Link to={paths.aiGallery()} className="gallery-card">
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
    </Link>
  );
}
