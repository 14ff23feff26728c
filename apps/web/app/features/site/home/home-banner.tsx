import { COURSE_ALL_HREF, PLUG_ALL_HREF } from '../../../shared/layout/category-links.ts';
import bannerArt from './banner-art.svg?url';

/**
 * Full-width banner (000 §2.4) with the slogan. The spec's looping banner video plays only when a video
 * URL is configured; the generated artwork is its poster and the banner on its own otherwise.
 */
export function HomeBanner({ videoUrl }: { videoUrl?: string }) {
  return (
    <section className="home-banner" aria-label="parametrize your workflow">
      {/* The largest thing on a first screen: fetched first (React also preloads it from <head>). */}
      <img className="home-banner__art" src={bannerArt} alt="" aria-hidden="true" fetchPriority="high" />
      {videoUrl && (
        <video
          className="home-banner__video"
          src={videoUrl}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
        />
      )}
      <div className="home-banner__content container">
        <h1 className="home-banner__slogan">parametrize your workflow</h1>
        <p className="home-banner__sub">参数化设计 · 三维渲染 · 插件与素材 —— 设计师的一站式学习与创作平台</p>
        <div className="home-banner__actions">
          <a href={COURSE_ALL_HREF} className="home-banner__cta home-banner__cta--primary">
            浏览课程
          </a>
          <a href={PLUG_ALL_HREF} className="home-banner__cta">
            探索插件
          </a>
        </div>
      </div>
    </section>
  );
}
