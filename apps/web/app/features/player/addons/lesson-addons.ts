import type Artplayer from 'artplayer';
import type { LessonAddons } from '@app/contract/web';
import { ADDON_TEXT, type PlayerLanguage } from './addon-text.ts';
import { PLAYLIST_BOUND_TIP_MS, PLAYLIST_PANEL_HIDE_MS, playlistStep } from './playlist-rules.ts';

type Markers = LessonAddons['markers'];

/** The playlist's icons, drawn like artplayer's own (a text glyph such as ⏮ is missing from many fonts). */
const icon = (path: string) =>
  `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path fill="currentColor" d="${path}"/></svg>`;
const PREVIOUS_ICON = icon('M6 5h2v14H6V5Zm3.5 7L19 5v14l-9.5-7Z');
const NEXT_ICON = icon('M16 5h2v14h-2V5Zm-1.5 7L5 19V5l9.5 7Z');
const LIST_ICON = icon('M4 6h16v2H4V6Zm0 5h16v2H4v-2Zm0 5h16v2H4v-2Z');
type Captions = LessonAddons['captions'];
type Playlist = LessonAddons['playlist'];

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Progress markers (002 §3, §9): a dot on the progress bar per marker; choosing one opens its popup
 * (picture, title, description and a play button that plays from the marker's offset).
 */
export function markersAddon(markers: Markers, language: PlayerLanguage) {
  const text = ADDON_TEXT[language];
  return function markersPlugin(art: Artplayer) {
    const popup = element('div', 'vp-marker-popup');
    popup.hidden = true;
    popup.setAttribute('role', 'dialog');
    art.layers.add({ name: 'marker-popup', html: popup });
    const close = () => {
      popup.hidden = true;
    };
    const open = (marker: Markers[number]) => {
      popup.replaceChildren();
      if (marker.coverUrl) {
        const image = element('img', 'vp-marker-popup__image');
        image.src = marker.coverUrl;
        image.alt = '';
        popup.append(image);
      }
      const body = element('div', 'vp-marker-popup__body');
      body.append(element('strong', 'vp-marker-popup__title', marker.title));
      if (marker.describe) body.append(element('p', 'vp-marker-popup__describe', marker.describe));
      const play = element('button', 'vp-marker-popup__play', text.markerPlay);
      play.type = 'button';
      play.addEventListener('click', () => {
        art.seek = marker.offset;
        void art.play();
        close();
      });
      const dismiss = element('button', 'vp-marker-popup__close', '×');
      dismiss.type = 'button';
      dismiss.setAttribute('aria-label', text.close);
      dismiss.addEventListener('click', close);
      body.append(play);
      popup.append(body, dismiss);
      popup.hidden = false;
      play.focus();
    };
    const place = () => {
      const duration = art.duration;
      if (!(duration > 0)) return;
      const bar = art.template.$progress.querySelector('.art-control-progress-inner');
      if (!bar) return;
      bar.querySelectorAll('.vp-marker').forEach((node) => node.remove());
      for (const marker of markers) {
        if (marker.offset > duration) continue;
        const dot = element('button', 'vp-marker');
        dot.type = 'button';
        dot.style.left = `${(marker.offset / duration) * 100}%`;
        dot.setAttribute('aria-label', marker.title);
        dot.title = marker.title;
        dot.dataset.offset = String(marker.offset);
        dot.addEventListener('click', (event) => {
          event.stopPropagation();
          open(marker);
        });
        bar.append(dot);
      }
    };
    art.on('video:loadedmetadata', place);
    art.on('video:durationchange', place);
    return { name: 'markers' };
  };
}

/** The caption switcher (002 §9): the lesson's WebVTT files and 'off'; the default one shown at the start. */
export function captionsAddon(captions: Captions, language: PlayerLanguage) {
  const text = ADDON_TEXT[language];
  return function captionsPlugin(art: Artplayer) {
    const initial = captions.find((c) => c.default) ?? null;
    const choose = (url: string) => {
      if (!url) {
        art.subtitle.show = false;
        return;
      }
      void art.subtitle.switch(url, { type: 'vtt' }).then(() => {
        art.subtitle.show = true;
      });
    };
    art.setting.add({
      name: 'captions',
      html: text.caption,
      width: 160,
      tooltip: initial ? initial.text : text.captionOff,
      selector: [
        { html: text.captionOff, value: '', default: !initial },
        ...captions.map((c) => ({ html: c.text, value: c.value, default: c === initial })),
      ],
      onSelect(item) {
        choose(String(item.value));
        return String(item.html);
      },
    });
    if (initial) art.once('ready', () => choose(initial.value));
    return { name: 'captions' };
  };
}

/**
 * The playlist (002 §9): previous, list and next in the control bar; the list opens a side panel of the
 * lessons that hides itself after 5 s; at either end a tip shows for 3 s. Choosing goes through the page
 * (`onChoose`), which switches the lesson as the directory does.
 */
export function playlistAddon(
  playlist: Playlist,
  currentId: number,
  language: PlayerLanguage,
  onChoose: (id: number) => void,
) {
  const text = ADDON_TEXT[language];
  return function playlistPlugin(art: Artplayer) {
    const index = playlist.findIndex((item) => item.id === currentId);
    const tip = element('div', 'vp-playlist-tip');
    tip.hidden = true;
    tip.setAttribute('role', 'status');
    const panel = element('nav', 'vp-playlist');
    panel.hidden = true;
    panel.setAttribute('aria-label', text.playlist);
    const list = element('ol', 'vp-playlist__list');
    for (const item of playlist) {
      const entry = element('li', 'vp-playlist__item');
      const choose = element('button', 'vp-playlist__choose', item.name);
      choose.type = 'button';
      if (item.id === currentId) choose.setAttribute('aria-current', 'true');
      choose.addEventListener('click', () => onChoose(item.id));
      entry.append(choose);
      list.append(entry);
    }
    panel.append(list);
    art.layers.add({ name: 'playlist-panel', html: panel });
    art.layers.add({ name: 'playlist-tip', html: tip });

    let tipTimer = 0;
    let panelTimer = 0;
    const showTip = (message: string) => {
      tip.textContent = message;
      tip.hidden = false;
      window.clearTimeout(tipTimer);
      tipTimer = window.setTimeout(() => (tip.hidden = true), PLAYLIST_BOUND_TIP_MS);
    };
    const hidePanelLater = () => {
      window.clearTimeout(panelTimer);
      panelTimer = window.setTimeout(() => (panel.hidden = true), PLAYLIST_PANEL_HIDE_MS);
    };
    panel.addEventListener('mousemove', hidePanelLater);
    panel.addEventListener('focusin', hidePanelLater);
    const step = (direction: -1 | 1) => {
      const next = playlistStep(index, playlist.length, direction, language);
      if (next.kind === 'bound') showTip(next.tip);
      else onChoose(playlist[next.index]!.id);
    };
    // artplayer orders controls by index (play 10, volume 20): ⏮ ▶ ⏭ on the left, the list on the right.
    const control = (
      name: string,
      label: string,
      iconHtml: string,
      click: () => void,
      position: 'left' | 'right',
      index: number,
    ) =>
      art.controls.add({
        name,
        position,
        index,
        html: iconHtml,
        tooltip: label,
        click,
      });
    control('playlist-previous', text.previous, PREVIOUS_ICON, () => step(-1), 'left', 5);
    control('playlist-next', text.next, NEXT_ICON, () => step(1), 'left', 11);
    control(
      'playlist-list',
      text.playlist,
      LIST_ICON,
      () => {
        panel.hidden = !panel.hidden;
        if (!panel.hidden) {
          hidePanelLater();
          panel.querySelector<HTMLButtonElement>('[aria-current]')?.focus();
        }
      },
      'right',
      30,
    );
    art.on('destroy', () => {
      window.clearTimeout(tipTimer);
      window.clearTimeout(panelTimer);
    });
    return { name: 'playlist' };
  };
}
