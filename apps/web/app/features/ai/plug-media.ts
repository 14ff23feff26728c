import type { ComponentType } from 'react';

/**
 * What the AI plugin page's player shows (002 §2 /ai/plug): "a default video and cover, which are replaced by
 * the server's link and images". The default video is the demo's one public MP4, the slogan banner's
 * ray-traced loop (seed/site-settings.ts); the default cover is drawn here, so it needs no file at all.
 */
export const DEFAULT_PLUG_VIDEO = '/files/public/demo/banners/home-loop.mp4';

const COVER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#0b1220"/><stop offset="1" stop-color="#1d69df"/></linearGradient></defs>' +
  '<rect width="960" height="540" fill="url(#g)"/>' +
  '<text x="480" y="262" fill="#fff" font-size="44" font-family="sans-serif" text-anchor="middle">光子 AI 渲染插件</text>' +
  '<text x="480" y="318" fill="#c9d8f5" font-size="22" font-family="sans-serif" text-anchor="middle">在建模软件里一键出效果图</text>' +
  '</svg>';

/** Parentheses and quotes escaped too: artplayer puts the poster into an unquoted CSS url(…). */
export const DEFAULT_PLUG_COVER = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(COVER_SVG).replace(
  /[()']/g,
  (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
)}`;

/** The player's source and poster: the server's link and images where given, the defaults otherwise. */
export function plugMedia(info: { link?: string | null; images?: string | null }): {
  src: string;
  poster: string;
} {
  return {
    src: info.link?.trim() || DEFAULT_PLUG_VIDEO,
    poster: info.images?.trim() || DEFAULT_PLUG_COVER,
  };
}

/** What the page asks of the site's player (features/player VideoPlayer, handed in by the route). */
export type PlugPlayer = ComponentType<{
  src: string;
  /** Keys the resume position: the source without its query, as 002 §3 keys a video without an id. */
  videoId: string;
  poster: string;
  viewer: { name: string; phone: string | null } | null;
  height: string;
}>;
