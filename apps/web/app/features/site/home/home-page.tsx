import type { ReactNode } from 'react';
import './home.css';
import { HomeBanner } from './home-banner.tsx';
import { HomeSlides, type HomeSlide } from './home-slides.tsx';
import { useSocialPopupReturn } from './use-social-popup-return.ts';

/**
 * Home (000 §2.4): the banner, then the catalogue sections (passed in by the route: they belong to the
 * catalogue feature); also completes the social pop-up flows.
 */
export function HomePage({ children, slides = [] }: { children?: ReactNode; slides?: HomeSlide[] }) {
  useSocialPopupReturn();
  return (
    <div className="home">
      <HomeBanner />
      <HomeSlides slides={slides} />
      {children}
    </div>
  );
}
