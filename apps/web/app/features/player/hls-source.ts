import type Artplayer from 'artplayer';
import type Hls from 'hls.js';
import type { CapLevelController, HlsConfig, LoaderConfig } from 'hls.js';
import { capToPlayerBoxNow } from './cap-to-player-box.ts';
import { mountHlsControls, type HlsControlFactory } from './hls-controls.ts';
import { PLAYER_DEFAULTS } from './player-settings.ts';

type HlsClass = typeof Hls;

/** loadDataTimeout and vodRetry (000 §9) as an hls.js load policy, for playlists, keys and segments alike. */
function loadPolicy(): { default: LoaderConfig } {
  const retry = { maxNumRetry: PLAYER_DEFAULTS.vodRetry, retryDelayMs: 1000, maxRetryDelayMs: 8000 };
  return {
    default: {
      maxTimeToFirstByteMs: PLAYER_DEFAULTS.loadDataTimeoutMs,
      maxLoadTimeMs: PLAYER_DEFAULTS.loadDataTimeoutMs,
      timeoutRetry: retry,
      errorRetry: retry,
    },
  };
}

/**
 * Seconds of video buffered ahead before the viewer first plays: the first segment (2 s in our ladder), so
 * play shows a frame at once. hls.js alone buffers up to 60 MB or ten minutes, whichever is less: a visitor
 * who only read the course page downloaded and demuxed a whole short lesson (~2 MB of 720p). Once playing,
 * hls.js's own limit again (its default maxMaxBufferLength).
 */
export const BUFFER_BEFORE_PLAY_S = 2;
export const BUFFER_PLAYING_MAX_S = 600;

export function hlsConfig(CapLevels?: typeof CapLevelController): Partial<HlsConfig> {
  const policy = loadPolicy();
  return {
    manifestLoadPolicy: policy,
    playlistLoadPolicy: policy,
    fragLoadPolicy: policy,
    keyLoadPolicy: policy,
    // The link's token rides in the URL; no cookies or headers are needed (decisions4.md).
    enableWorker: true,
    // No rung taller than the player's box needs (re-checked when it resizes, e.g. fullscreen): a phone or a
    // 900-pixel box is not sent 1080p to download and decode in software. Above 2× the difference
    // is not visible on a phone's screen, so the box counts at most twice its CSS pixels.
    capLevelToPlayerSize: true,
    maxDevicePixelRatio: 2,
    maxMaxBufferLength: BUFFER_BEFORE_PLAY_S,
    ...(CapLevels ? { capLevelController: capToPlayerBoxNow(CapLevels) } : {}),
  };
}

/** Progressive files the browser plays by itself (a plain MP4 intro video, 002 §2 /ai/plug). */
const PROGRESSIVE = /\.(mp4|m4v|webm|ogv|mov)$/i;

/**
 * The artplayer source type of `src`: '' for a progressive file (artplayer hands it to the <video> as it is),
 * else 'm3u8' (our lessons' master playlists, played through hls.js), judged by the path without its query.
 */
export function sourceType(src: string): '' | 'm3u8' {
  const path = src.split(/[?#]/)[0] ?? src;
  return PROGRESSIVE.test(path) ? '' : 'm3u8';
}

/** At most one new grant per this long: a second refusal soon after means the rights are gone. */
const GRANT_RENEWAL_GAP_MS = 30_000;

/**
 * Plays an HLS master playlist in `video`: with hls.js where Media Source Extensions exist (decrypting the
 * AES-128 segments with the key the server hands out), natively on Safari/iOS. With hls.js, the quality and
 * audio-track menus come from artplayer-plugin-hls-control when `controls` is given (hls-controls.ts);
 * a fatal error is shown as a notice.
 */
export function attachHls(
  HlsImpl: HlsClass,
  video: HTMLVideoElement,
  url: string,
  art: Artplayer,
  controls?: HlsControlFactory,
): void {
  if (!HlsImpl.isSupported()) {
    if (video.canPlayType('application/vnd.apple.mpegurl')) video.src = url;
    else art.notice.show = '当前浏览器不支持播放该视频，请更换浏览器';
    return;
  }
  const hls = new HlsImpl(hlsConfig(HlsImpl.DefaultConfig.capLevelController));
  hls.loadSource(url);
  hls.attachMedia(video);
  // artplayer's HLS plugins find the instance here.
  art.hls = hls;
  // hls.js reads its config on every loading tick: from the first play on it buffers as usual.
  video.addEventListener('play', () => (hls.config.maxMaxBufferLength = BUFFER_PLAYING_MAX_S), {
    once: true,
  });
  art.on('destroy', () => hls.destroy());
  const menus = controls ? mountHlsControls(controls, HlsImpl, hls, art) : null;

  let grantRenewedAt = 0;
  hls.on(HlsImpl.Events.ERROR, (_event, data) => {
    const status = data.response?.code;
    // The variant and audio playlists and the key carry the master playlist's grant, which lasts minutes (a
    // quality or audio-track switch can come later): ask the master again (the lesson link lasts hours) and
    // go on where we were. hls.js calls some of these refusals non-fatal (it would try another rendition,
    // which carries the same expired grant), so any of them leads here.
    const followUp = data.details !== HlsImpl.ErrorDetails.MANIFEST_LOAD_ERROR;
    if (status === 403 && followUp && Date.now() - grantRenewedAt > GRANT_RENEWAL_GAP_MS) {
      grantRenewedAt = Date.now();
      const [position, playing] = [video.currentTime, !video.paused];
      hls.once(HlsImpl.Events.MANIFEST_PARSED, () => {
        video.currentTime = position;
        if (playing) void video.play().catch(() => undefined);
      });
      menus?.keepChoices();
      hls.loadSource(url);
      return;
    }
    if (!data.fatal) return;
    if (data.type === HlsImpl.ErrorTypes.MEDIA_ERROR) {
      hls.recoverMediaError();
      return;
    }
    // 403 from the master: the lesson link expired or the rights changed (it re-checks them).
    art.notice.show = status === 403 ? '播放链接已失效，请刷新页面后重试' : '视频加载失败，请稍后重试';
  });
}
