import type { ReactNode } from 'react';
import './home.css';
import { HomeBanner } from './home-banner.tsx';
import { useSocialPopupReturn } from './use-social-popup-return.ts';

/**
 * Home (000 §2.4): the banner, then the catalogue sections (passed in by the route: they belong to the
 * catalogue feature); also completes the social pop-up flows.
 */
export function HomePage({ children }: { children?: ReactNode }) {
  useSocialPopupReturn();
  return (
    <div className="home">
      <HomeBanner />
      {children}
    </div>
  );
}
