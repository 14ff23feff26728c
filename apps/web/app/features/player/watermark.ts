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

/** Horizontal place of a still watermark (reduced motion), as `left` = `translateX(-x%)`: always inside. */
const LEFT_MIN = 4;
const LEFT_MAX = 96;

export function randomLeft(random: () => number = Math.random): number {
  return Math.round(LEFT_MIN + random() * (LEFT_MAX - LEFT_MIN));
}

/** How long a still watermark stays before it hops (one scrolling pass, player.css). */
export const HOP_MS = 16_000;

const CLASS_NAME = 'vp-watermark';

/**
 * "Reduce motion": the mark does not scroll (an endless movement is what the setting asks sites to leave out)
 * but stands still and hops to a new place every HOP_MS, so a recording still names the viewer anywhere in
 * the frame. It also spares the compositor a new frame sixty times a second while the page is open.
 */
function motionReduced(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Puts the watermark into `host` (the player element, so it also shows in fullscreen) and keeps it there:
 * a MutationObserver puts a fresh one back when it is removed, emptied, restyled or re-classed (e.g. from
 * the developer tools). Each pass across the player starts at a new height. Returns the cleanup.
 */
export function mountWatermark(host: HTMLElement, text: string): () => void {
  const still = motionReduced();
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
    if (still) {
      const left = randomLeft();
      element.style.left = `${left}%`;
      element.style.transform = `translateX(-${left}%)`;
    }
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
  const hops = still ? window.setInterval(() => place(mark), HOP_MS) : undefined;
  const observer = new MutationObserver(() => {
    // The player left the page (a lesson switch or an unmount tears it down before this cleanup runs):
    // nothing to guard. Putting a mark back into a detached player would never count as connected, and each
    // put-back is a mutation again: an endless loop of observer callbacks that froze the page.
    if (!host.isConnected) {
      observer.disconnect();
      window.clearInterval(hops);
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
    window.clearInterval(hops);
    mark.remove();
  };
}
