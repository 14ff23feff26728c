import type { ReactNode } from 'react';
import { useLinkClicks } from '../../../shared/layout/use-link-clicks.ts';
import './home.css';
import { HomeBanner } from './home-banner.tsx';
import { HomeSlides, type HomeSlide } from './home-slides.tsx';
import { useSocialPopupReturn } from './use-social-popup-return.ts';

/**
 * Home (000 §2.4): the banner, then the catalogue sections (passed in by the route: they belong to the
 * catalogue feature); also completes the social pop-up flows.
 *
 * The home's links to the site's own pages are plain `<a href>` (banner, slides, 'more +', news, gallery):
 * this one handler navigates inside the app for all of them, as a <Link> each would, without a <Link>'s
 * router hooks in every server render (a member's home is rendered afresh every time) and in hydration.
 */
export function HomePage({ children, slides = [] }: { children?: ReactNode; slides?: HomeSlide[] }) {
  useSocialPopupReturn();
  const followLink = useLinkClicks();
  return (
    // Not an interactive element itself: clicks bubble here from the links inside.
    <div className="home" onClick={followLink}>
      {/* The first slide carrying a loop video gives the slogan banner its video (000 §2.4). */}
      <HomeBanner videoUrl={slides.find((slide) => slide.video)?.video} />
      <HomeSlides slides={slides} />
      {children}
    </div>
  );
}
