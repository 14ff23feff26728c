import { CHAT_PRICE } from '@app/contract/web';

/** '0.02光子/次' (002 §2): the price hint beside the question box. */
export const PRICE_HINT = `${CHAT_PRICE}光子/次`;

/**
 * The confirm dialog's text before a non-VIP sends (002 §2): a free use when one is left, else the price.
 * 002 §9 reads 0.2 here and 0.02 in the hint; we charge CHAT_PRICE and say the same figure in both places.
 */
export function confirmText(freeChat: number): string {
  return freeChat > 0 ? '将消耗免费一次进行回答' : `是否使用${CHAT_PRICE}光子回答一次`;
}

/** The price hint shows when the free count is 0, the question box is empty and the member is not a VIP (002 §2). */
export function showPriceHint(view: { isVip: boolean; freeChat: number; draft: string }): boolean {
  return !view.isVip && view.freeChat === 0 && view.draft.trim() === '';
}

/** '换一批' appears when there are more hot questions than one batch holds (002 §2). */
export function hasNextBatch(total: number, limit: number): boolean {
  return total > limit;
}

/** The batch after `page` (0-based), back to 0 when (page + 1) × limit ≥ total (002 §4). */
export function nextHotPage(page: number, limit: number, total: number): number {
  return (page + 1) * limit >= total ? 0 : page + 1;
}

/** A question is sent only when it has more than whitespace and nothing is being sent or typed (002 §4, §5). */
export function canSend(draft: string, busy: boolean): boolean {
  return !busy && draft.trim() !== '';
}

const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr']);

/** Tags and text of an HTML string; an entity (&amp;) counts as one character of text. */
function tokens(html: string): { tag?: string; closing?: boolean; raw: string; chars?: string[] }[] {
  const out: { tag?: string; closing?: boolean; raw: string; chars?: string[] }[] = [];
  const pattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|([^<]+)/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(html))) {
    if (match[3] !== undefined)
      out.push({ raw: match[3], chars: match[3].match(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);|[\s\S]/giu) ?? [] });
    else out.push({ tag: match[2]!.toLowerCase(), closing: match[1] === '/', raw: match[0] });
  }
  return out;
}

/** How many characters of text an answer's HTML holds (what the typing effect has to type). */
export function htmlTextLength(html: string): number {
  return tokens(html).reduce((n, t) => n + (t.chars?.length ?? 0), 0);
}

/**
 * The first `count` characters of an answer's HTML with its markup kept (002 §2: typed out character by
 * character and rendered as HTML): text past `count` is left out, elements opened so far are closed, and an
 * element whose text has not begun is not shown yet. The HTML is the server's sanitised answer.
 */
export function typedHtml(html: string, count: number): string {
  let left = count;
  let out = '';
  const open: string[] = [];
  for (const token of tokens(html)) {
    if (token.chars) {
      if (left <= 0) break;
      const shown = token.chars.slice(0, left);
      left -= shown.length;
      out += shown.join('');
      continue;
    }
    if (left <= 0 && !token.closing) break;
    out += token.raw;
    if (VOID_TAGS.has(token.tag!)) continue;
    if (token.closing) {
      const at = open.lastIndexOf(token.tag!);
      if (at >= 0) open.splice(at);
    } else open.push(token.tag!);
  }
  return (
    out +
    open
      .reverse()
      .map((tag) => `</${tag}>`)
      .join('')
  );
}
