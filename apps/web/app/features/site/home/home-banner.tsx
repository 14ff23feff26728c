import { Link } from 'react-router';
import { COURSE_ALL_HREF, PLUG_ALL_HREF } from '../../../shared/layout/category-links.ts';
import { bannerWavePaths } from './banner-waves.ts';

const WAVES = bannerWavePaths(22, 1440, 560, 120);

/**
 * Full-width banner (000 §2.4) with the slogan. The spec's looping banner video plays only when a video
 * URL is configured; the generated artwork is its poster and the banner on its own otherwise.
 */
export function HomeBanner({ videoUrl }: { videoUrl?: string }) {
  return (
    <section className="home-banner" aria-label="parametrize your workflow">
      <svg
        className="home-banner__art"
        viewBox="0 0 1440 560"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="home-banner-line" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#4f8cff" stopOpacity="0" />
            <stop offset=".45" stopColor="#6ea8ff" stopOpacity=".9" />
            <stop offset="1" stopColor="#a78bfa" stopOpacity=".2" />
          </linearGradient>
        </defs>
        <g className="home-banner__waves">
          {WAVES.map((d, i) => (
            <path
              key={i}
              d={d}
              fill="none"
              stroke="url(#home-banner-line)"
              strokeWidth={i % 5 === 0 ? 1.6 : 0.8}
            />
          ))}
        </g>
      </svg>
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
          <Link to={COURSE_ALL_HREF} className="home-banner__cta home-banner__cta--primary">
            浏览课程
          </Link>
          <Link to={PLUG_ALL_HREF} className="home-banner__cta">
            探索插件
          </Link>
        </div>
      </div>
    </section>
  );
}
