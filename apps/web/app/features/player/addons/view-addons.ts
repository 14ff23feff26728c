import type Artplayer from 'artplayer';
import { ADDON_TEXT, type PlayerLanguage } from './addon-text.ts';
import { nextRotation, videoTransform, type Mirror } from './transform-rules.ts';

/**
 * Rotate in 45° steps and mirror horizontally or vertically (002 §9), as two entries of the settings
 * panel. Both act on the video element's transform, so they combine (artplayer's own flip would replace it).
 */
export function transformAddon(language: PlayerLanguage) {
  const text = ADDON_TEXT[language];
  return function transformPlugin(art: Artplayer) {
    let degrees = 0;
    let mirror: Mirror = 'none';
    const apply = () => {
      const { clientWidth, clientHeight } = art.template.$video;
      const aspect = clientHeight > 0 ? clientWidth / clientHeight : 16 / 9;
      art.template.$video.style.transform = videoTransform(degrees, mirror, aspect);
      art.template.$video.dataset.rotate = String(degrees);
      art.template.$video.dataset.mirror = mirror;
    };
    const mirrorLabels: Record<Mirror, string> = {
      none: text.mirrorNone,
      horizontal: text.mirrorHorizontal,
      vertical: text.mirrorVertical,
    };
    art.setting.add({
      name: 'rotate',
      html: text.rotate,
      tooltip: '0°',
      onClick() {
        degrees = nextRotation(degrees);
        apply();
        return `${degrees}°`;
      },
    });
    art.setting.add({
      name: 'mirror',
      html: text.mirror,
      width: 160,
      tooltip: mirrorLabels.none,
      selector: (['none', 'horizontal', 'vertical'] as const).map((value) => ({
        html: mirrorLabels[value],
        value,
        default: value === 'none',
      })),
      onSelect(item) {
        mirror = item.value as Mirror;
        apply();
        return String(item.html);
      },
    });
    art.on('resize', apply);
    return { name: 'transform' };
  };
}

/** The single repeating scrolling text banner (002 §9): one line across the top, a 10 s loop. */
export function bannerAddon(message: string) {
  return function bannerPlugin(art: Artplayer) {
    const banner = document.createElement('div');
    banner.className = 'vp-banner';
    banner.setAttribute('role', 'marquee');
    const line = document.createElement('span');
    line.className = 'vp-banner__text';
    line.textContent = message;
    banner.append(line);
    art.layers.add({ name: 'banner', html: banner, style: { pointerEvents: 'none' } });
    return { name: 'banner' };
  };
}

/** Menus hide this long after the pointer leaves them (002 §9). */
export const MENU_HIDE_DELAY_MS = 100;

/** The settings panel closes 100 ms after the pointer leaves it; coming back in time keeps it open. */
export function menusHideAddon() {
  return function menusHidePlugin(art: Artplayer) {
    const panel = art.template.$setting;
    let timer = 0;
    panel.addEventListener('mouseleave', () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        art.setting.show = false;
      }, MENU_HIDE_DELAY_MS);
    });
    panel.addEventListener('mouseenter', () => window.clearTimeout(timer));
    art.on('destroy', () => window.clearTimeout(timer));
    return { name: 'menusHide' };
  };
}
