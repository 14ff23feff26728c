import type Artplayer from 'artplayer';
import type { Option } from 'artplayer';
import { useEffect, useRef } from 'react';
import { SITE_NAME } from '../../shared/meta.ts';
import { createPlayer, type ProgressReport } from './create-player.ts';
import { PLAYER_DEFAULTS } from './player-settings.ts';
import { watermarkText, type WatermarkViewer } from './watermark.ts';
import './player.css';
import './player-controls.css';
import './resume-popup.css';

export type { ProgressReport, ProgressReason } from './create-player.ts';
export type { WatermarkViewer } from './watermark.ts';

export interface VideoPlayerProps {
  /** HLS master playlist (a lesson's `link`, token included). */
  src: string;
  /** Identifies the video for the stored resume position (the lesson id). */
  videoId: string | number;
  poster?: string;
  /** The server's last position in seconds (`watch`), used when nothing is stored locally. */
  serverPosition?: number;
  /** Start playing this long after the player is ready (after a lesson switch); null waits for the viewer. */
  autoplayAfterMs?: number | null;
  /** Who is watching, for the watermark; null/undefined for a guest (mark only). */
  viewer?: WatermarkViewer | null;
  /** The product mark at the head of the watermark. */
  mark?: string;
  /** The player's own words: English for 'en' (002 §9 en-us), Chinese otherwise. */
  language?: 'zh-cn' | 'en';
  /** CSS height; 320 px by default (000 §9). */
  height?: number | string;
  /** Add-ons (002 §4: ads, danmaku, preview, playlist …) as artplayer plugins; read when the player is built. */
  plugins?: Option['plugins'];
  /** Position reports: on pause, every 30 s while playing, and when the video is left. */
  onProgress?: (report: ProgressReport) => void;
  /** The first time this video actually plays after it was opened. */
  onFirstPlay?: (videoId: string | number) => void;
  /** The artplayer instance, for add-ons that need more than a plugin. */
  onReady?: (art: Artplayer) => void;
  className?: string;
}

/** The URL without its query: a refreshed token for the same video must not rebuild a playing player. */
function sourcePath(src: string): string {
  return src.split('?')[0] ?? src;
}

/**
 * The one video player of the product (000 §2.7, §4, §9; 002): artplayer with hls.js for the encrypted
 * HLS lessons, the spec's defaults, resume, progress reports and the scrolling watermark. It is built in
 * the browser only (artplayer needs the DOM) and rebuilt when the video changes.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  // Callbacks and secondary inputs are read when needed, so new function identities never rebuild it.
  const latest = useRef(props);
  latest.current = props;
  const { videoId } = props;
  const path = sourcePath(props.src);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    const input = latest.current;
    void createPlayer({
      container: element,
      src: input.src,
      videoId,
      poster: input.poster,
      serverPosition: input.serverPosition ?? 0,
      autoplayAfterMs: input.autoplayAfterMs ?? null,
      watermark: watermarkText(input.mark ?? SITE_NAME, input.viewer),
      plugins: input.plugins,
      language: input.language ?? 'zh-cn',
      onProgress: (report) => latest.current.onProgress?.(report),
      onFirstPlay: (id) => latest.current.onFirstPlay?.(id),
    }).then((player) => {
      if (cancelled) player.dispose();
      else {
        dispose = player.dispose;
        latest.current.onReady?.(player.art);
      }
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [videoId, path]);

  const height = props.height ?? PLAYER_DEFAULTS.height;
  return (
    <div className={`vp ${props.className ?? ''}`} style={{ height }} data-video-id={videoId}>
      <div ref={container} className="vp__art" />
    </div>
  );
}
