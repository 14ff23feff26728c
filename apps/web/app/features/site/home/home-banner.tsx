import { COURSE_ALL_HREF, PLUG_ALL_HREF } from '../../../shared/layout/category-links.ts';
import { BANNER_VIEW_BOX, bannerArtLines } from './banner-waves.ts';

/** Where the banner's loop plays; home.css hides the empty video everywhere else. */
const BANNER_LOOP_MEDIA = '(prefers-reduced-motion: no-preference) and (min-width: 768px)';

/** Computed once per process (server) or page load (browser): the same numbers on both, so hydration matches. */
const ART_LINES = bannerArtLines();

/**
 * Full-width banner (000 §2.4) with the slogan. The spec's looping banner video plays only when a video
 * URL is configured; the generated artwork is its poster and the banner on its own otherwise.
 */
export function HomeBanner({ videoUrl }: { videoUrl?: string }) {
  return (
    <section className="home-banner" aria-label="parametrize your workflow">
      {/* Inline, not an <img> of an SVG file: Lighthouse's traces showed the page's first paint waiting about
          a second for the SVG picture (blocked, the first paint came with the text), and a raster copy would
          weigh 100 KB against these lines' 4.5 KB of gzip in the page. The drift is a CSS animation of the
          whole element (home.css), run by the compositor without repainting the curves. */}
      <svg
        className="home-banner__art"
        viewBox={BANNER_VIEW_BOX}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id="home-banner-line" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#4f8cff" stopOpacity="0" />
            <stop offset=".45" stopColor="#6ea8ff" stopOpacity=".9" />
            <stop offset="1" stopColor="#a78bfa" stopOpacity=".2" />
          </linearGradient>
        </defs>
        <g fill="none" stroke="url(#home-banner-line)">
          {ART_LINES.map((line, i) => (
            <path key={i} d={line.d} strokeWidth={line.strokeWidth} />
          ))}
        </g>
      </svg>
      {/* The loop plays only for visitors who welcome motion, on a screen at least a tablet wide: otherwise no
          source matches, so nothing is fetched or decoded and the still artwork stays. An endless decoration
          is what "reduce motion" asks sites to leave out (an open home page also decoded it at ~0.4 of a core
          for ever); on a phone it is mobile data and battery for a backdrop, and its first frame, the
          largest thing on a phone's first screen, came ~2.7 s after the page had painted (Lighthouse's LCP). */}
      {videoUrl && (
        <video className="home-banner__video" autoPlay muted loop playsInline aria-hidden="true">
          <source src={videoUrl} media={BANNER_LOOP_MEDIA} />
        </video>
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
