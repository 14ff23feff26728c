import type Artplayer from 'artplayer';
import { ADDON_TEXT, type PlayerLanguage } from './addon-text.ts';
import { previewStep, previewTip, REPLAY_FROM, validPreview } from './preview-rules.ts';

export interface PreviewAddonOptions {
  /** How much of the lesson a viewer without it may watch. */
  seconds: number;
  language: PlayerLanguage;
  /** Where 'Become VIP Watch Full Version' leads. */
  vipHref: string;
}

/**
 * The free preview layer (002 §4, §5, §9): the 'Try {n} minutes/seconds' tip with 'Become VIP Watch Full
 * Version' and a close x; past the preview time the video pauses, goes back to it and shows 'Preview is
 * over'; playing again starts from 0. Only the viewer's side: the server's playlist already ends there.
 */
export function previewAddon(options: PreviewAddonOptions) {
  const text = ADDON_TEXT[options.language];
  return function previewPlugin(art: Artplayer) {
    let preview: number | null = options.seconds;
    let over = false;

    const vipLink = () => {
      const link = document.createElement('a');
      link.className = 'vp-preview__vip';
      link.href = options.vipHref;
      link.textContent = text.previewBecomeVip;
      return link;
    };
    const tip = document.createElement('div');
    tip.className = 'vp-preview-tip';
    const label = document.createElement('span');
    label.textContent = previewTip(options.seconds, options.language);
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'vp-preview-tip__close';
    close.textContent = '×';
    close.setAttribute('aria-label', text.close);
    close.addEventListener('click', () => {
      tip.hidden = true;
    });
    tip.append(label, vipLink(), close);

    const end = document.createElement('div');
    end.className = 'vp-preview-end';
    end.hidden = true;
    end.setAttribute('role', 'status');
    const endText = document.createElement('strong');
    endText.textContent = text.previewOver;
    end.append(endText, vipLink());

    art.layers.add({ name: 'preview-tip', html: tip });
    art.layers.add({ name: 'preview-end', html: end, style: { zIndex: '97' } });

    art.on('video:loadedmetadata', () => {
      preview = validPreview(options.seconds, art.duration);
      if (preview === null) tip.hidden = true;
    });
    art.on('video:timeupdate', () => {
      if (preview === null || over) return;
      const step = previewStep(art.currentTime, preview);
      if (step.kind === 'end') {
        over = true;
        art.pause();
        art.seek = step.seekTo;
        end.hidden = false;
      }
    });
    art.on('video:play', () => {
      if (!over) return;
      over = false;
      end.hidden = true;
      art.seek = REPLAY_FROM;
    });
    return { name: 'preview' };
  };
}
