import type { NewsItem } from '@app/contract/web';
import { PlainCarousel } from '../../../shared/ui/plain-carousel.tsx';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { NewsDate } from '../news/news-date.tsx';
import { HomeSectionFrame } from './home-tabbed-section.tsx';
import { paths } from '../../../shared/paths.ts';

/** News carousel autoplay interval (000 §9). */
const NEWS_AUTOPLAY_MS = 5000;
const CAROUSEL_SIZE = 5;
const LIST_SIZE = 5;

/** 'YYYY-MM-DD HH:mm:ss' → 'YYYY-MM-DD'. */
function dateOf(time: string): string {
  return time.slice(0, 10);
}

/**
 * The home news section (000 §2.4): a carousel (autoplay every 5 s) of the newest articles with image,
 * title and time, beside a list of the following ones with day, year-month, title and content (the list's
 * plain-text summary).
 */
export function HomeNews({ items }: { items: NewsItem[] }) {
  const slides = items.slice(0, CAROUSEL_SIZE);
  const listed =
    items.length > CAROUSEL_SIZE
      ? items.slice(CAROUSEL_SIZE, CAROUSEL_SIZE + LIST_SIZE)
      : items.slice(0, LIST_SIZE);
  return (
    <HomeSectionFrame title="新闻" moreTo={paths.newsList()}>
      {items.length === 0 ? (
        <div className="home-block__empty">暂无新闻</div>
      ) : (
        <div className="home-news">
          <div className="home-news__carousel">
            <PlainCarousel autoplayMs={NEWS_AUTOPLAY_MS} label="最新新闻">
              {slides.map((item) => (
                <div key={item.id}>
                  <a draggable={false} href={paths.news(item.id)} className="home-news__slide">
                    <FallbackImage
                      src={item.images}
                      alt=""
                      className="home-news__slide-image"
                      loading="lazy"
                    />
                    <span className="home-news__slide-caption">
                      <span className="home-news__slide-title">{item.title}</span>
                      <time dateTime={item.time}>{dateOf(item.time)}</time>
                    </span>
                  </a>
                </div>
              ))}
            </PlainCarousel>
          </div>
          <ul className="home-news__list">
            {listed.map((item) => (
              <li key={item.id}>
                <a href={paths.news(item.id)} className="home-news__item">
                  <NewsDate day={item.day} year={item.year} />
                  <span className="home-news__text">
                    <span className="home-news__title">{item.title}</span>
                    <span className="home-news__desc">{item.content}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </HomeSectionFrame>
  );
}
