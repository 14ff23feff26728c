import './home.css';
import { HomeBanner } from './home-banner.tsx';
import { ComingSoon, HomeSection } from './home-section.tsx';
import { useSocialPopupReturn } from './use-social-popup-return.ts';

/** The five home sections in the spec's order (000 §2.4), each with its 'more +' route. */
export const HOME_SECTIONS = [
  { key: 'course', title: '课程', moreTo: '/course' },
  { key: 'plug', title: '插件', moreTo: '/plug' },
  { key: 'goods', title: '素材', moreTo: '/periphery' },
  { key: 'gallery', title: 'AI作品', moreTo: '/ai/gallery' },
  { key: 'news', title: '新闻', moreTo: '/news' },
] as const;

/** Home (000 §2.4): the banner, then the sections; also completes the social pop-up flows. */
export function HomePage() {
  useSocialPopupReturn();
  return (
    <div className="home">
      <HomeBanner />
      {HOME_SECTIONS.map((section) => (
        <HomeSection key={section.key} title={section.title} moreTo={section.moreTo}>
          <ComingSoon />
        </HomeSection>
      ))}
    </div>
  );
}
