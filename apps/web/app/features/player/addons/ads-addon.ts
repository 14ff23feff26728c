import type Artplayer from 'artplayer';
import type { CourseAdsConfig } from '@app/contract/web';
import { adCountdownSeconds, nextAdIndex, playsAfterStartAd, startAdSecondsLeft } from './ad-rules.ts';
import { AUTOPLAY_BLOCKED_EVENT } from '../player-settings.ts';
import { ADDON_TEXT, fillText, type PlayerLanguage } from './addon-text.ts';
import { prerollVideoAd } from './preroll-ad.ts';

export interface AdsAddonOptions {
  ads: CourseAdsConfig;
  language: PlayerLanguage;
  /** Where the viewer's resume point is (the start-ad exception of 002 §4). */
  resume: () => { enabled: boolean; saved: number };
}

/** A player narrower than this gets the mobile variant of the ads (002 §4: "Mobile devices use a different variant"). */
const MOBILE_WIDTH = 600;

function node<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

function adLink(href: string, label: string): HTMLAnchorElement | null {
  if (!href) return null;
  const link = node('a', 'vp-ad__more', label);
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  return link;
}

/**
 * The course's ads (002 §4, §6, §9) as one artplayer plugin. Before the lesson: the start image ad counting
 * 'Ad: {n} s' down, then the multi-video sequence (pause/resume, each ad's own link, a mobile variant); both
 * hand-written, as artplayer-plugin-ads shows one ad on the first play and nothing of an image countdown that
 * starts on its own, a sequence or the start-ad exception. Then, on the lesson's first play, the pre-roll
 * video ad by artplayer-plugin-ads itself (preroll-ad.ts). The lesson is held meanwhile and plays at the end
 * of our stages (unless resume is on and the viewer stands before their saved point). While paused: the
 * pause image ad (no plugin has one). A duration of 0 or less throws 'adDuration must must be greater than 0' (002 §8).
 */
export function adsAddon(options: AdsAddonOptions) {
  const { ads } = options;
  const text = ADDON_TEXT[options.language];
  for (const seconds of [ads.start_image?.seconds, ads.video?.seconds, ...ads.videos.map((v) => v.seconds)])
    if (seconds !== undefined) adCountdownSeconds(seconds);

  return function adsPlugin(art: Artplayer) {
    const overlay = node('div', 'vp-ad');
    overlay.hidden = true;
    art.layers.add({ name: 'ads', html: overlay, style: { zIndex: '95' } });
    const pauseAd = node('div', 'vp-pause-ad');
    pauseAd.hidden = true;
    art.layers.add({ name: 'pause-ad', html: pauseAd });
    const preroll = ads.video ? prerollVideoAd(art, ads.video, options.language) : null;

    let holding = false;
    let stopStage: (() => void) | null = null;
    const mobile = () => art.template.$player.clientWidth < MOBILE_WIDTH;
    const adShowing = () => holding || Boolean(preroll?.showing());

    // The main video is held while an ad runs (a key or a click on the bar would start it).
    art.on('video:play', () => {
      if (adShowing()) art.pause();
    });

    const stages: ((done: () => void) => () => void)[] = [];
    if (ads.start_image) stages.push((done) => startImage(ads.start_image!, done));
    if (ads.videos.length) stages.push((done) => videoSequence(ads.videos, done));

    function show(children: Node[], className: string) {
      overlay.replaceChildren(...children);
      overlay.className = `vp-ad ${className}${mobile() ? ' is-mobile' : ''}`;
      overlay.hidden = false;
    }

    function startImage(ad: NonNullable<CourseAdsConfig['start_image']>, done: () => void) {
      const image = node('img', 'vp-ad__image');
      image.src = ad.image;
      image.alt = text.adLabel;
      const picture = ad.link ? adLink(ad.link, '') : null;
      if (picture) picture.append(image);
      const countdown = node('span', 'vp-ad__countdown');
      countdown.setAttribute('aria-live', 'polite');
      show([picture ?? image, countdown], 'vp-ad--start');
      const started = Date.now();
      const tick = () => {
        const left = startAdSecondsLeft(ad.seconds, Date.now() - started);
        countdown.textContent = fillText(text.adCountdown, { n: left });
        if (left <= 0) done();
      };
      tick();
      const timer = window.setInterval(tick, 250);
      return () => window.clearInterval(timer);
    }

    function videoSequence(list: CourseAdsConfig['videos'], done: () => void) {
      const video = node('video', 'vp-ad__video');
      video.playsInline = true;
      video.preload = 'auto';
      const countdown = node('span', 'vp-ad__countdown');
      countdown.setAttribute('aria-live', 'polite');
      const close = node('button', 'vp-ad__close', text.adClose);
      close.type = 'button';
      close.addEventListener('click', () => done());
      const bar = node('div', 'vp-ad__bar');
      const more = node('span', 'vp-ad__link');
      let index = 0;
      const pauseButton = node('button', 'vp-ad__pause', '❚❚');
      pauseButton.type = 'button';
      pauseButton.setAttribute('aria-label', text.adPause);
      pauseButton.addEventListener('click', () => {
        if (video.paused) void video.play().catch(() => undefined);
        else video.pause();
      });
      video.addEventListener('play', () => pauseButton.setAttribute('aria-pressed', 'false'));
      video.addEventListener('pause', () => pauseButton.setAttribute('aria-pressed', 'true'));
      bar.append(countdown, pauseButton, more, close);
      show([video, bar], 'vp-ad--sequence');
      const remaining = () => {
        const ad = list[index]!;
        const total = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : ad.seconds;
        return Math.max(0, adCountdownSeconds(total) - Math.floor(video.currentTime));
      };
      const render = () => {
        countdown.textContent = String(remaining());
      };
      const load = () => {
        const ad = list[index]!;
        more.replaceChildren(
          ...[adLink(ad.adVideoLink, text.adMore)].filter((l): l is HTMLAnchorElement => !!l),
        );
        video.src = ad.adVideo;
        video.load();
        render();
        video.play().catch(() => {
          // Without a gesture a sounding video may not start: try again muted (the viewer can unmute).
          video.muted = true;
          void video.play().catch(() => undefined);
        });
      };
      const advance = () => {
        const next = nextAdIndex(index, list.length);
        if (next === null) done();
        else {
          index = next;
          load();
        }
      };
      video.addEventListener('timeupdate', render);
      video.addEventListener('loadedmetadata', render);
      video.addEventListener('ended', advance);
      // A broken ad file must not keep the viewer from the lesson.
      video.addEventListener('error', advance);
      load();
      close.focus();
      return () => {
        video.pause();
        video.removeAttribute('src');
        video.load();
      };
    }

    function finish() {
      stopStage?.();
      stopStage = null;
      holding = false;
      overlay.hidden = true;
      overlay.replaceChildren();
      art.controls.show = true;
      art.template.$player.classList.remove('vp-ad-running');
      // From the next play on (ours just below, or the viewer's), the pre-roll video ad may show.
      preroll?.arm();
      if (!playsAfterStartAd(options.resume(), art.currentTime)) return;
      // The browser may refuse to start it without a gesture: the player shows its click-to-play prompt.
      art.play().catch(() => art.template.$player.dispatchEvent(new Event(AUTOPLAY_BLOCKED_EVENT)));
    }

    function run(index: number) {
      stopStage?.();
      const stage = stages[index];
      if (!stage) {
        finish();
        return;
      }
      let finished = false;
      stopStage = stage(() => {
        if (finished) return;
        finished = true;
        run(index + 1);
      });
    }

    if (stages.length) {
      holding = true;
      art.template.$player.classList.add('vp-ad-running');
      art.controls.show = false;
      run(0);
    } else preroll?.arm();

    // 002 §4 "Pause ad": shown on pause, hidden on play (never over an ad or at the end of the video).
    if (ads.pause_image) {
      const ad = ads.pause_image;
      const label = node('span', 'vp-pause-ad__label', text.adLabel);
      const image = node('img', 'vp-pause-ad__image');
      image.src = ad.image;
      image.alt = text.adLabel;
      const dismiss = node('button', 'vp-pause-ad__close', '×');
      dismiss.type = 'button';
      dismiss.setAttribute('aria-label', text.close);
      dismiss.addEventListener('click', (event) => {
        event.stopPropagation();
        pauseAd.hidden = true;
      });
      const picture = adLink(ad.link, '');
      if (picture) picture.append(image);
      pauseAd.append(picture ?? image, label, dismiss);
      art.on('video:pause', () => {
        if (!adShowing() && !art.video.ended && !art.video.seeking) pauseAd.hidden = false;
      });
      art.on('video:play', () => {
        pauseAd.hidden = true;
      });
    }

    art.on('destroy', () => stopStage?.());
    return { name: 'ads' };
  };
}
