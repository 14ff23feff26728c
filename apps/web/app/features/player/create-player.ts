import type Artplayer from 'artplayer';
import type { Option } from 'artplayer';
import { attachHls, sourceType } from './hls-source.ts';
import {
  AUTOPLAY_BLOCKED_EVENT,
  AUTOPLAY_BLOCKED_TEXT,
  PLAYER_DEFAULTS,
  rateLabel,
  rateOptions,
  WAITING_TEXT,
} from './player-settings.ts';
import { mountResumePopup } from './resume-popup.ts';
import { readPosition, readVolume, resumeTarget, savePosition, saveVolume } from './resume-store.ts';
import { mountWatermark } from './watermark.ts';

/** Why a position is being reported: paused, the 30-s beat while playing, or the video was left. */
export type ProgressReason = 'pause' | 'interval' | 'leave';

export interface ProgressReport {
  /** The video the position belongs to (reports on leaving arrive while the next one opens). */
  videoId: string | number;
  /** Whole seconds. */
  time: number;
  duration: number;
  reason: ProgressReason;
}

export interface PlayerSetup {
  container: HTMLDivElement;
  src: string;
  videoId: string | number;
  poster?: string;
  serverPosition: number;
  autoplayAfterMs: number | null;
  watermark: string;
  plugins?: Option['plugins'];
  /** artplayer's own controls and the add-ons speak English for 'en' (002 §9). */
  language?: 'zh-cn' | 'en';
  onProgress?: (report: ProgressReport) => void;
  onFirstPlay?: (videoId: string | number) => void;
}

/**
 * Builds one artplayer + hls.js player and wires the rules of 000 §4 Playback and 002: stored volume
 * (default 0.3), the resume popup offering the stored position else the server's (002 §9; it does not
 * seek by itself, docs/spec-decisions.md "Resume: the popup"), local saves on pause / leave /
 * hide / unload, progress reports on pause, every 30 s and on leave, the delayed autoplay with a
 * click-to-play prompt when the browser refuses, the waiting timeout and the watermark.
 * Returns the cleanup (which itself saves and reports the position being left).
 */
export async function createPlayer(setup: PlayerSetup): Promise<{ art: Artplayer; dispose: () => void }> {
  const [{ default: ArtplayerClass }, { default: HlsClass }, { default: hlsControl }] = await Promise.all([
    import('artplayer'),
    import('hls.js'),
    import('artplayer-plugin-hls-control'),
  ]);
  const art = new ArtplayerClass({
    container: setup.container,
    url: setup.src,
    type: sourceType(setup.src),
    poster: setup.poster ?? '',
    lang: setup.language === 'en' ? 'en' : 'zh-cn',
    theme: '#1d69df',
    volume: readVolume(),
    autoplay: false,
    autoPlayback: false, // our own resume (keyed by lesson, with the server's fallback) replaces it
    playbackRate: false, // artplayer's list rounds 1.25 to '1.3'; ours is below
    setting: true,
    settings: [
      {
        name: 'rate',
        html: '播放速度',
        width: 160,
        tooltip: rateLabel(1),
        selector: rateOptions(1),
        onSelect(item) {
          art.playbackRate = Number(item.value);
          return String(item.html);
        },
      },
    ],
    fullscreen: true,
    fullscreenWeb: true,
    pip: true,
    hotkey: true,
    mutex: true,
    playsInline: true,
    miniProgressBar: true,
    icons: {
      loading: `<div class="vp-waiting"><span class="vp-waiting__spinner"></span><span>${WAITING_TEXT}</span></div>`,
    },
    layers: [
      {
        name: 'autoplay-blocked',
        html: `<div class="vp-blocked"><span>${AUTOPLAY_BLOCKED_TEXT[0]}</span><strong>${AUTOPLAY_BLOCKED_TEXT[1]}</strong></div>`,
        style: { display: 'none' },
        click() {
          void art.play();
        },
      },
    ],
    customType: { m3u8: (video, url, player) => attachHls(HlsClass, video, url, player, hlsControl) },
    plugins: setup.plugins ?? [],
  });
  // Artplayer keeps a volume of its own; the stored one of the spec wins (000 §4: restored, default 0.3).
  art.video.volume = readVolume();

  const timers = new Set<number>();
  // destroy() pauses the video: that pause must not be reported as the viewer's.
  let disposed = false;
  const seconds = () => Math.floor(art.video.currentTime || 0);
  const duration = () => Math.floor(Number.isFinite(art.video.duration) ? art.video.duration : 0);
  const saveLocally = () => {
    if (disposed) return;
    savePosition(setup.videoId, art.video.currentTime);
    saveVolume(art.video.volume);
  };
  const report = (reason: ProgressReason) => {
    if (!disposed && seconds() > 0)
      setup.onProgress?.({ videoId: setup.videoId, time: seconds(), duration: duration(), reason });
  };

  // 002 §9: where the viewer left off is offered (跳转播放), not forced; the popup hides after 15 s.
  let closePopup = () => {};
  art.once('video:loadedmetadata', () => {
    if (disposed) return;
    const target = resumeTarget(readPosition(setup.videoId), setup.serverPosition, art.video.duration);
    if (target <= 0) return;
    closePopup = mountResumePopup(art, {
      target,
      language: setup.language ?? 'zh-cn',
      onJump(point) {
        art.video.currentTime = point;
        art.play().catch(() => prompt(true));
      },
    });
  });
  art.on('video:pause', () => {
    saveLocally();
    report('pause');
  });
  art.on('video:error', saveLocally);
  // The click-to-play prompt covers artplayer's own play button (player.css hides it meanwhile);
  // however playback then starts (the prompt, a key, the control bar), the prompt has done its job.
  const prompt = (show: boolean) => {
    art.layers['autoplay-blocked']!.style.display = show ? 'flex' : 'none';
    art.template.$player.classList.toggle('vp-prompting', show);
  };
  art.on('video:play', () => prompt(false));
  // An add-on that starts the video itself (the ads, when they end) asks for the same prompt on a refusal.
  art.template.$player.addEventListener(AUTOPLAY_BLOCKED_EVENT, () => prompt(true));
  art.once('video:playing', () => setup.onFirstPlay?.(setup.videoId));

  // Progress to the server every 30 s of playing (not of an idle, paused page).
  timers.add(
    window.setInterval(() => {
      if (art.playing) {
        saveLocally();
        report('interval');
      }
    }, PLAYER_DEFAULTS.progressIntervalMs),
  );

  // waitingTimeout: a stall this long is reported instead of spinning forever.
  let waitingTimer = 0;
  art.on('video:waiting', () => {
    window.clearTimeout(waitingTimer);
    waitingTimer = window.setTimeout(() => {
      art.notice.show = '视频加载超时，请检查网络后刷新页面';
    }, PLAYER_DEFAULTS.waitingTimeoutMs);
  });
  const stopWaiting = () => window.clearTimeout(waitingTimer);
  art.on('video:playing', stopWaiting);
  art.on('video:timeupdate', stopWaiting);

  // After a lesson switch the next lesson starts by itself (000 §4); a refusal shows the prompt (002 §4).
  if (setup.autoplayAfterMs !== null) {
    timers.add(
      window.setTimeout(() => {
        art.play().catch(() => prompt(true));
      }, setup.autoplayAfterMs),
    );
  }

  const onHidden = () => {
    if (document.visibilityState === 'hidden') saveLocally();
  };
  window.addEventListener('pagehide', saveLocally);
  window.addEventListener('beforeunload', saveLocally);
  document.addEventListener('visibilitychange', onHidden);
  const removeWatermark = mountWatermark(art.template.$player, setup.watermark);
  // artplayer's clickable controls are <div>/<i> elements with an aria-label (its tooltip) but no role, and
  // ARIA forbids a name on an element without one (axe "aria-prohibited-attr"). They act as buttons.
  const nameControls = () => {
    for (const control of art.template.$player.querySelectorAll(
      '[aria-label]:not([role]):not(button):not(a):not(input)',
    ))
      control.setAttribute('role', 'button');
  };
  nameControls();
  art.on('ready', nameControls);

  const dispose = () => {
    for (const timer of timers) {
      window.clearTimeout(timer);
      window.clearInterval(timer);
    }
    stopWaiting();
    closePopup();
    window.removeEventListener('pagehide', saveLocally);
    window.removeEventListener('beforeunload', saveLocally);
    document.removeEventListener('visibilitychange', onHidden);
    // Leaving the video (lesson switch or leaving the page): save it here and tell the server.
    saveLocally();
    if (!art.video.paused) report('leave');
    disposed = true;
    removeWatermark();
    art.destroy(true);
  };
  return { art, dispose };
}
