import { Code, pictureSrcSet, siteContentCalls, type CallData } from '@app/contract/web';
import type { ReactNode } from 'react';
import { callApi } from '../../../shared/api/client.ts';
import { PlainCarousel } from '../../../shared/ui/plain-carousel.tsx';

/** Slides advance every 5 s (as the news carousel does, 000 §9). */
const SLIDE_AUTOPLAY_MS = 5000;

export type HomeSlide = CallData<typeof siteContentCalls.homeBanners>[number];

/** The slides operators switched on in the back office (none when the call fails: the page still renders). */
export async function loadHomeSlides(request: Request): Promise<HomeSlide[]> {
  const answer = await callApi(siteContentCalls.homeBanners, { request });
  return answer.code === Code.ok ? answer.data : [];
}

/**
 * Operators' slides under the slogan banner, in their order, each leading to its link. Nothing when empty.
 * The platform's plain carousel, not antd's: the home page's first load carries no antd (its style runtime
 * and react-slick cost a mobile visitor ~50 KB gzip and several long tasks).
 */
export function HomeSlides({ slides }: { slides: HomeSlide[] }) {
  if (slides.length === 0) return null;
  return (
    <section className="home-slides container" aria-label="推荐">
      <PlainCarousel autoplayMs={SLIDE_AUTOPLAY_MS} label="推荐">
        {slides.map((slide, index) => (
          <SlideLink key={`${index}-${slide.image}`} link={slide.link}>
            <img
              className="home-slides__image"
              src={slide.image}
              // Operators upload 1,920-pixel slides; a phone takes the 480 or 960 copy (the server's).
              srcSet={pictureSrcSet(slide.image)}
              sizes="(max-width: 1240px) 100vw, 1200px"
              alt=""
              draggable={false}
              loading={index === 0 ? undefined : 'lazy'}
              // The first slide is a phone's largest picture on the first screen (its LCP, ~0.9 s): asked for
              // at high priority, with React's preload of it, rather than after the page's scripts.
              fetchPriority={index === 0 ? 'high' : undefined}
            />
            <span className="home-slides__title">{slide.title}</span>
          </SlideLink>
        ))}
      </PlainCarousel>
    </section>
  );
}

function SlideLink({ link, children }: { link: string; children: ReactNode }) {
  if (!link) return <div className="home-slides__item">{children}</div>;
  if (link.startsWith('/'))
    return (
      <a className="home-slides__item" href={link}>
        {children}
      </a>
    );
  return (
    <a className="home-slides__item" href={link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
