import type Artplayer from 'artplayer';
import type { DanmakuItem } from '@app/contract/web';
import { ADDON_TEXT, type PlayerLanguage } from './addon-text.ts';
import { newDanmaku, toDrawn, type NewDanmaku } from './danmaku-rules.ts';

export interface DanmakuAddonOptions {
  language: PlayerLanguage;
  /** The lesson's stored comments. */
  load: () => Promise<DanmakuItem[]>;
  /** Stores one and answers it, or throws with the refusal's message; null for a guest (no sending). */
  send: ((comment: NewDanmaku) => Promise<DanmakuItem>) | null;
}

/** The parts of artplayer-plugin-danmuku's answer we drive. */
interface DanmukuControl {
  emit(danmu: Omit<ReturnType<typeof toDrawn>, 'time'> & { time?: number }): unknown;
  hide(): unknown;
  show(): unknown;
  reset(): unknown;
}

const TOGGLE_ICON =
  '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path fill="currentColor" d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-7l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm2 4v2h8V9H6Zm0 4v2h5v-2H6Z"/></svg>';

/**
 * Stored scrolling comments (002 §4, §5, §9) as an artplayer plugin: artplayer-plugin-danmuku draws them
 * (its own emitter is off); this adds the on/off toggle with the spec's tooltips and the input with its
 * send button, which sends with Enter or the button and only when the input is not empty. A comment is
 * drawn once the server has stored it (the server cleans and limits; its refusal is shown as a notice).
 */
export function danmakuAddon(options: DanmakuAddonOptions) {
  const text = ADDON_TEXT[options.language];
  return async function danmakuPlugin(art: Artplayer) {
    const { default: artplayerPluginDanmuku } = await import('artplayer-plugin-danmuku');
    // Registered through artplayer, so it is destroyed with the player like any plugin.
    await art.plugins.add(
      artplayerPluginDanmuku({
        danmuku: async () => (await options.load()).map((item) => toDrawn(item)),
        emitter: false,
        speed: 8,
        antiOverlap: true,
        synchronousPlayback: false,
        heatmap: false,
        // Its display settings stay in the control bar at every width: below its default 512 px it would move
        // them under the player, where the course page's stage cuts them off.
        width: 0,
      }),
    );
    const control = art.plugins.artplayerPluginDanmuku as unknown as DanmukuControl;

    // 002 §4: closing clears the comments on screen and stops them; opening starts them again.
    let open = true;
    art.controls.add({
      name: 'danmaku-toggle',
      position: 'right',
      index: 5,
      html: TOGGLE_ICON,
      tooltip: text.danmakuClose,
      click() {
        open = !open;
        if (open) control.show();
        else {
          control.reset();
          control.hide();
        }
        toggle.classList.toggle('is-off', !open);
        toggle.setAttribute('aria-label', open ? text.danmakuClose : text.danmakuOpen);
        toggle.setAttribute('aria-pressed', String(open));
      },
    });
    // artplayer's controls.add answers nothing: the control is found by its class.
    const toggle = art.template.$controlsRight.querySelector<HTMLElement>('.art-control-danmaku-toggle')!;
    toggle.classList.add('vp-danmaku-toggle');
    // artplayer makes it a bare div with an aria-label: a toggle button, for screen readers and keyboards.
    toggle.setAttribute('role', 'button');
    // artplayer names a control by its tooltip, which it leaves out on touch screens (phones play inline).
    toggle.setAttribute('aria-label', text.danmakuClose);
    toggle.tabIndex = 0;
    toggle.setAttribute('aria-pressed', 'true');
    toggle.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      event.stopPropagation();
      toggle.click();
    });

    const form = document.createElement('form');
    form.className = 'vp-danmaku';
    const input = document.createElement('input');
    input.className = 'vp-danmaku__input';
    input.type = 'text';
    input.maxLength = 100;
    input.enterKeyHint = 'send';
    input.placeholder = options.send ? text.danmakuPlaceholder : text.danmakuLogin;
    input.setAttribute('aria-label', text.danmakuPlaceholder);
    input.disabled = !options.send;
    const button = document.createElement('button');
    button.type = 'submit';
    button.className = 'vp-danmaku__send';
    button.textContent = text.danmakuSend;
    button.disabled = !options.send;
    form.append(input, button);
    // Keys typed here are text, not the player's shortcuts (space = pause, arrows = seek).
    form.addEventListener('keydown', (event) => event.stopPropagation());
    form.addEventListener('click', (event) => event.stopPropagation());

    let sending = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const comment = newDanmaku(input.value, art.currentTime);
      if (!comment || !options.send || sending) return;
      sending = true;
      button.disabled = true;
      options
        .send(comment)
        .then((stored) => {
          input.value = '';
          // Drawn now (no time): the viewer sees their own comment at once, outlined.
          const { time: _stored, ...now } = toDrawn(stored, true);
          if (open) control.emit(now);
        })
        .catch((error: unknown) => {
          art.notice.show = error instanceof Error && error.message ? error.message : text.danmakuSendFailed;
        })
        .finally(() => {
          sending = false;
          button.disabled = false;
        });
    });
    art.controls.add({ name: 'danmaku-input', position: 'right', index: 4, html: form });

    return { name: 'danmaku' };
  };
}
