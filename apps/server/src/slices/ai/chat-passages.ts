import { plainText } from '../../platform/html/plain-text.ts';

/** Block-level tags: each closes a paragraph of the page's text. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|div|blockquote|pre|tr|figcaption)>|<br\s*\/?>|<hr\s*\/?>/gi;

/** Passages shorter than this are joined to the next one (a heading with its paragraph, a question with its answer). */
export const MIN_PASSAGE = 40;
/** Longer paragraphs are cut at sentence ends into pieces of about this many characters. */
export const MAX_PASSAGE = 300;

const chars = (text: string) => [...text].length;

/** Sentences of a paragraph, each keeping its closing punctuation. */
function sentences(text: string): string[] {
  return text.match(/[^。！？!?；;]+[。！？!?；;]*/gu) ?? [text];
}

/** Cuts one long paragraph at sentence ends into pieces of at most MAX_PASSAGE characters (a longer sentence is cut hard). */
function cutLong(text: string): string[] {
  if (chars(text) <= MAX_PASSAGE) return [text];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences(text)) {
    if (current && chars(current) + chars(sentence) > MAX_PASSAGE) {
      pieces.push(current);
      current = '';
    }
    current += sentence;
    while (chars(current) > MAX_PASSAGE) {
      const all = [...current];
      pieces.push(all.slice(0, MAX_PASSAGE).join(''));
      current = all.slice(MAX_PASSAGE).join('');
    }
  }
  if (current.trim()) pieces.push(current);
  return pieces.map((p) => p.trim()).filter(Boolean);
}

/**
 * A page's HTML (or plain text) as passages to index: split at block ends, tags dropped, short blocks joined
 * to the next (so '1. 如何购买课程？' stays with its answer), long ones cut at sentence ends.
 */
export function splitPassages(html: string): string[] {
  const blocks = html
    .split(BLOCK_END)
    .map((block) => plainText(block, 100_000))
    .filter(Boolean);
  const joined: string[] = [];
  let pending = '';
  for (const block of blocks) {
    pending = pending ? `${pending} ${block}` : block;
    if (chars(pending) >= MIN_PASSAGE) {
      joined.push(...cutLong(pending));
      pending = '';
    }
  }
  if (pending) {
    // A short tail belongs to the passage before it when that stays within bounds.
    const last = joined.at(-1);
    if (last && chars(last) + chars(pending) <= MAX_PASSAGE) joined[joined.length - 1] = `${last} ${pending}`;
    else joined.push(pending);
  }
  return joined;
}

/**
 * The part of a passage to quote: whole when short; else a window of `max` characters that starts at the
 * sentence holding the first matched term (or the start), with '…' where text was left out.
 */
export function snippet(text: string, terms: string[], max = 160): string {
  const all = [...text];
  if (all.length <= max) return text;
  const lower = text.toLowerCase();
  const hits = terms.map((term) => lower.indexOf(term)).filter((at) => at >= 0);
  let start = 0;
  if (hits.length) {
    const hit = [...text.slice(0, Math.min(...hits))].length;
    // Back to the start of the sentence holding the hit, but never so far that the hit falls out.
    start = hit;
    while (start > 0 && !/[。！？!?；;\s]/u.test(all[start - 1]!) && hit - start < max / 2) start--;
  }
  start = Math.max(0, Math.min(start, all.length - max));
  const piece = all
    .slice(start, start + max)
    .join('')
    .trim();
  return `${start > 0 ? '…' : ''}${piece}${start + max < all.length ? '…' : ''}`;
}

/**
 * What 站内资料检索 quotes from a passage: the sentences that hold the question's key terms (those holding
 * more terms first, then in the passage's order), up to `max` characters, with '…' where text was left out —
 * the part of the page that answers, not its opening. A passage with no such sentence (it matched on the
 * page title) is quoted as snippet() would.
 */
export function quoteSentences(text: string, terms: string[], max = 160): string {
  const lower = terms.map((t) => t.toLowerCase());
  const all = sentences(text).map((s, i) => {
    const low = s.toLowerCase();
    return { i, s: s.trim(), hits: lower.filter((t) => low.includes(t)).length };
  });
  const ranked = all.filter((x) => x.hits > 0 && x.s).sort((a, b) => b.hits - a.hits || a.i - b.i);
  if (!ranked.length) return snippet(text, terms, max);
  const picked: typeof ranked = [];
  let used = 0;
  for (const x of ranked) {
    if (picked.length && used + chars(x.s) > max) continue;
    picked.push(x);
    used += chars(x.s);
  }
  picked.sort((a, b) => a.i - b.i);
  let out = '';
  picked.forEach((x, n) => {
    const gap = n === 0 ? x.i > 0 : x.i !== picked[n - 1]!.i + 1;
    out += `${gap ? '…' : ''}${x.s}`;
  });
  if (picked.at(-1)!.i < all.length - 1) out += '…';
  // One sentence longer than max on its own: the window around its first term.
  return chars(out) > max + 2 ? snippet(out.replace(/^…|…$/g, ''), terms, max) : out;
}
