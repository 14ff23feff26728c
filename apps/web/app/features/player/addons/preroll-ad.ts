import type Artplayer from 'artplayer';
import type { CourseAdsConfig } from '@app/contract/web';
import { adPluginOptions } from './ad-rules.ts';
import { ADDON_TEXT, type AddonText, type PlayerLanguage } from './addon-text.ts';

type VideoAd = NonNullable<CourseAdsConfig['video']>;
type AdsPlugin = (option: object) => (art: Artplayer) => { name: string };

/** The plugin's own element classes (its overlay is art.template.$ads). */
const ROOT = 'artplayer-plugin-ads';
const BUTTONS: Record<string, (text: AddonText) => string> = {
  'artplayer-plugin-ads-close': (text) => text.adClose,
  'artplayer-plugin-ads-detail': (text) => text.adMore,
  'artplayer-plugin-ads-muted': (text) => text.adMute,
  'artplayer-plugin-ads-fullscreen': (text) => text.adFullscreen,
};

/** The package is a Parcel UMD bundle: its default export arrives as the function or wrapped once more. */
async function loadAdsPlugin(): Promise<AdsPlugin> {
  const loaded = (await import('artplayer-plugin-ads')) as unknown as { default: unknown };
  const inner = loaded.default as AdsPlugin | { default: AdsPlugin };
  return typeof inner === 'function' ? inner : inner.default;
}

/**
 * artplayer-plugin-ads arms itself on artplayer's 'ready' and then shows its ad on the first play. We hand it
 * the 'ready' only when our own ads before it are over (arm()), so that a play during the start image ad or the
 * sequence cannot open it underneath them: an artplayer view whose on('ready') waits for that.
 */
function readyWhenArmed(art: Artplayer, gate: { armed: boolean; waiting: (() => void)[] }): Artplayer {
  return new Proxy(art, {
    get(target, key) {
      if (key !== 'on') return Reflect.get(target, key, target);
      return (name: string, listener: () => void, ...rest: unknown[]) => {
        if (name !== 'ready') return Reflect.apply(target.on, target, [name, listener, ...rest]) as Artplayer;
        if (gate.armed && target.isReady) listener();
        else gate.waiting.push(listener);
        return target;
      };
    },
  });
}

/**
 * The pre-roll video ad (002 §4 "Video ad", §9: countdown, close, 'For more information') by artplayer's own
 * artplayer-plugin-ads: it holds the lesson, plays the ad with a countdown from the ad's length rounded up,
 * closes at 0 or on 'close ad' and then plays the lesson. Around it: our words in both languages, its
 * controls reachable by keyboard (they are bare <div>s), and its link opened without a window.opener.
 */
export function prerollVideoAd(art: Artplayer, ad: VideoAd, language: PlayerLanguage) {
  const text = ADDON_TEXT[language];
  const gate = { armed: false, waiting: [] as (() => void)[] };
  const release = () => {
    if (!gate.armed || !art.isReady) return;
    for (const listener of gate.waiting.splice(0)) listener();
  };
  art.on('ready', release);
  // 002 §8: a length of 0 or less throws here, before anything shows.
  const options = adPluginOptions(ad, text);

  void loadAdsPlugin().then((plugin) => {
    if (art.isDestroy) return;
    void art.plugins.add((player: Artplayer) => plugin(options)(readyWhenArmed(player, gate)));
  });

  const observer = new MutationObserver(() => {
    const root = art.template.$player.querySelector<HTMLElement>(`.${ROOT}`);
    if (!root) return;
    observer.disconnect();
    makeOperable(root, ad.link, text, () => pluginHandle(art)?.skip());
  });
  observer.observe(art.template.$player, { childList: true });
  art.on('destroy', () => observer.disconnect());

  return {
    /** Our ads before it are over: from the next play on, the plugin may show its ad. */
    arm() {
      gate.armed = true;
      release();
    },
    /** The plugin's ad covers the player now. */
    showing(): boolean {
      const overlay = (art.template as unknown as { $ads?: HTMLElement }).$ads;
      return Boolean(overlay?.isConnected && overlay.style.display !== 'none');
    },
  };
}

/** What artplayer-plugin-ads answers as its plugin (art.plugins.artplayerPluginAds). */
function pluginHandle(art: Artplayer): { skip: () => void } | undefined {
  return (art.plugins as unknown as Record<string, { skip: () => void } | undefined>).artplayerPluginAds;
}

/**
 * Buttons with names, Enter/Space, focus on 'close ad'; 'close ad' closes at once (the plugin ignores it until
 * its first tick, a second in, even with playDuration 0); the link opened with noopener (the plugin uses a bare
 * window.open).
 */
function makeOperable(root: HTMLElement, link: string, text: AddonText, close: () => void) {
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-label', text.adLabel);
  for (const [className, label] of Object.entries(BUTTONS)) {
    const button = root.querySelector<HTMLElement>(`.${className}`);
    if (!button) continue;
    button.setAttribute('role', 'button');
    button.tabIndex = 0;
    if (className !== 'artplayer-plugin-ads-close' && className !== 'artplayer-plugin-ads-detail')
      button.setAttribute('aria-label', label(text));
    button.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      event.stopPropagation(); // artplayer's hotkeys must not also toggle the lesson
      button.click();
    });
  }
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target as HTMLElement;
      if (target.closest('.artplayer-plugin-ads-close')) {
        event.stopPropagation();
        close();
        return;
      }
      const opensLink =
        target.closest('.artplayer-plugin-ads-detail') ||
        target.closest('.artplayer-plugin-ads-video, .artplayer-plugin-ads-html');
      if (!opensLink || !link) return;
      event.stopPropagation();
      window.open(link, '_blank', 'noopener,noreferrer');
    },
    true,
  );
  // Keyboard users land on 'close ad' once the plugin shows its bar (a video ad: when its length is known).
  const focusClose = () => root.querySelector<HTMLElement>('.artplayer-plugin-ads-close')?.focus();
  const video = root.querySelector('video');
  if (video && video.readyState < HTMLMediaElement.HAVE_METADATA)
    video.addEventListener('loadedmetadata', focusClose, { once: true });
  else focusClose();
}
