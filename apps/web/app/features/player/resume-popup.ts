import type Artplayer from 'artplayer';
import { ADDON_TEXT, fillText, type PlayerLanguage } from './addons/addon-text.ts';

/** 002 §9 "Resume from the last watched position": the popup hides by itself after 15 s. */
export const RESUME_POPUP_MS = 15_000;

const two = (n: number) => String(n).padStart(2, '0');

/** A position as the player's clock shows it: 75 → '01:15', 3725 → '1:02:05' (whole seconds, floored). */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const rest = `${two(Math.floor((whole % 3600) / 60))}:${two(whole % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** The popup's line: '上次看到 01:15' ('last watched at 01:15' in English, the spec's own words). */
export function resumeLine(seconds: number, language: PlayerLanguage): string {
  return fillText(ADDON_TEXT[language].resumeLast, { time: clockTime(seconds) });
}

export interface ResumePopupOptions {
  /** Where the viewer left off (000 §4: the local position, else the server's `watch`); above 0. */
  target: number;
  language: PlayerLanguage;
  /** 跳转播放: the player seeks to `target` and plays. */
  onJump: (target: number) => void;
}

/**
 * The resume popup of 002 §9 as an artplayer layer: 'last watched at {time}' with 跳转播放 (jump to play) and
 * a close icon; it hides after 15 s, on the close icon, or once the viewer has jumped. Real buttons, so it
 * is reached with Tab and works by touch; keys pressed on it stay away from artplayer's hotkeys (Space
 * would otherwise also toggle playback). Answers the cleanup (its timer).
 */
export function mountResumePopup(art: Artplayer, options: ResumePopupOptions): () => void {
  const text = ADDON_TEXT[options.language];
  const popup = document.createElement('div');
  popup.className = 'vp-resume';
  popup.setAttribute('role', 'group');
  popup.setAttribute('aria-label', resumeLine(options.target, options.language));
  const line = document.createElement('span');
  line.className = 'vp-resume__text';
  line.textContent = resumeLine(options.target, options.language);
  const jump = document.createElement('button');
  jump.type = 'button';
  jump.className = 'vp-resume__jump';
  jump.textContent = text.resumeJump;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'vp-resume__close';
  close.textContent = '×';
  close.setAttribute('aria-label', text.close);
  popup.append(line, jump, close);

  let timer = 0;
  const hide = () => {
    window.clearTimeout(timer);
    if (popup.hidden) return;
    // Focus inside a vanishing popup would fall to the page's top: keep it on the player instead.
    const hadFocus = popup.contains(document.activeElement);
    popup.hidden = true;
    if (hadFocus) {
      const player = art.template.$player;
      if (!player.hasAttribute('tabindex')) player.tabIndex = -1;
      player.focus();
    }
  };
  jump.addEventListener('click', () => {
    hide();
    options.onJump(options.target);
  });
  close.addEventListener('click', hide);
  popup.addEventListener('keydown', (event) => event.stopPropagation());

  art.layers.add({ name: 'resume', html: popup });
  timer = window.setTimeout(hide, RESUME_POPUP_MS);
  return () => window.clearTimeout(timer);
}
