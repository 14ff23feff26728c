import { Code, siteContentCalls, type CallData } from '@app/contract/web';
import { Carousel } from 'antd';
import type { ReactNode } from 'react';
import { callApi } from '../../../shared/api/client.ts';

export type HomeSlide = CallData<typeof siteContentCalls.homeBanners>[number];

/** The slides operators switched on in the back office (none when the call fails: the page still renders). */
export async function loadHomeSlides(request: Request): Promise<HomeSlide[]> {
  const answer = await callApi(siteContentCalls.homeBanners, { request });
  return answer.code === Code.ok ? answer.data : [];
}

/** Operators' slides under the slogan banner, in their order, each leading to its link. Nothing when empty. */
export function HomeSlides({ slides }: { slides: HomeSlide[] }) {
  if (slides.length === 0) return null;
  return (
    <section className="home-slides container" aria-label="推荐">
      <Carousel autoplay={slides.length > 1} autoplaySpeed={5000} dots={slides.length > 1}>
        {slides.map((slide, index) => (
          <div key={`${index}-${slide.image}`}>
            <SlideLink link={slide.link}>
              <img className="home-slides__image" src={slide.image} alt={slide.title} />
              <span className="home-slides__title">{slide.title}</span>
            </SlideLink>
          </div>
        ))}
      </Carousel>
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
