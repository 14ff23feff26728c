import type { CourseCard as CourseCardData } from '@app/contract/web';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { coverLoading } from './card-cover.ts';
import { ProductPrice } from '../../../shared/ui/product-price.tsx';
import { coursePriceView } from './course-price.ts';
import './cards.css';
import { paths } from '../../../shared/paths.ts';

/**
 * Course card (000 §2.4, §2.6, §4): cover and name; price area 已加入 / price with discount / 免费.
 * `place`: the card's index in a list page (its cover loads at once on the first row, card-cover.ts).
 */
export function CourseCard({ course, place }: { course: CourseCardData; place?: number }) {
  const view = coursePriceView(course);
  return (
    <a href={paths.course(course.id)} target="_blank" rel="noopener" className="product-card">
      <div className="product-card__cover">
        <FallbackImage
          src={course.images}
          alt={course.name}
          {...coverLoading(place)}
          width={640}
          height={360}
        />
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name" title={course.name}>
          {course.name}
        </h3>
        <div className="product-card__foot">
          {view.joined ? (
            <span className="product-card__joined">已加入</span>
          ) : (
            <span className="product-card__price">
              <ProductPrice item={course} />
              {view.market && (
                <span className="product-card__market" title="市场价">
                  市场价 <del>{view.market}</del>
                </span>
              )}
            </span>
          )}
        </div>
      </div>
    </a>
  );
}
