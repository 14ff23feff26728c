/**
 * The scrolling watermark over the video (000 §2.7, 002 §9): the product mark with the viewer's name and
 * masked phone, so a screen recording names who made it without printing the whole number.
 */

export interface WatermarkViewer {
  name: string;
  phone: string | null;
}

/**
 * '13800000001' → '138****0001': the first 3 and last 4 digits stay, the middle 4 are hidden (the usual
 * masking of Chinese mobile numbers). Other lengths keep at most the first 3 and last 4 and always hide at
 * least a third; very short values show only their first character.
 */
export function maskPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim();
  if (!value) return '';
  if (value.length >= 11) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  if (value.length >= 7) return `${value.slice(0, 2)}****${value.slice(-2)}`;
  return `${value.slice(0, 1)}****`;
}

/** '光子设计 · 设计小白 · 138****0001'; a guest's watermark is the mark alone. */
export function watermarkText(mark: string, viewer: WatermarkViewer | null | undefined): string {
  if (!viewer) return mark;
  return [mark, viewer.name.trim(), maskPhone(viewer.phone)].filter(Boolean).join(' · ');
}

/** Vertical band the watermark travels in (% of the player height), clear of the control bar. */
const TOP_MIN = 6;
const TOP_MAX = 78;

export function randomTop(random: () => number = Math.random): number {
  return Math.round(TOP_MIN + random() * (TOP_MAX - TOP_MIN));
}

const CLASS_NAME = 'vp-watermark';

/**
 * Puts the watermark into `host` (the player element, so it also shows in fullscreen) and keeps it there:
 * a MutationObserver puts a fresh one back when it is removed, emptied, restyled or re-classed (e.g. from
 * the developer tools). Each pass across the player starts at a new height. Returns the cleanup.
 */
export function mountWatermark(host: HTMLElement, text: string): () => void {
  let mark = create();
  let expectedStyle = '';

  function create(): HTMLDivElement {
    const element = document.createElement('div');
    element.className = CLASS_NAME;
    element.setAttribute('aria-hidden', 'true');
    element.textContent = text;
    element.addEventListener('animationiteration', () => place(element));
    return element;
  }
  function place(element: HTMLDivElement) {
    element.style.top = `${randomTop()}%`;
    expectedStyle = element.getAttribute('style') ?? '';
  }
  function insert() {
    place(mark);
    host.appendChild(mark);
  }
  function tampered(): boolean {
    return (
      !mark.isConnected ||
      mark.parentElement !== host ||
      mark.textContent !== text ||
      mark.className !== CLASS_NAME ||
      (mark.getAttribute('style') ?? '') !== expectedStyle ||
      mark.hidden
    );
  }

  insert();
  const observer = new MutationObserver(() => {
    // The player left the page (a lesson switch or an unmount tears it down before this cleanup runs):
    // nothing to guard. Putting a mark back into a detached player would never count as connected, and each
    // put-back is a mutation again: an endless loop of observer callbacks that froze the page.
    if (!host.isConnected) {
      observer.disconnect();
      return;
    }
    if (!tampered()) return;
    mark.remove();
    mark = create();
    insert();
  });
  observer.observe(host, { childList: true, subtree: true, attributes: true, characterData: true });
  return () => {
    observer.disconnect();
    mark.remove();
  };
}
