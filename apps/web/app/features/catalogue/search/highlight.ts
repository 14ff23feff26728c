/** A piece of text, marked when it matches one of the search keywords. */
export interface TextPiece {
  text: string;
  hit: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits `text` on every occurrence of any keyword (the search answer's `keywords`), case-insensitively,
 * so the page can wrap the matches in <mark> as React elements — never as HTML. Longer keywords win where
 * two overlap ('幕墙设计' before '幕墙'). Adjacent pieces never share a `hit` value.
 */
export function splitHighlight(text: string, keywords: readonly string[]): TextPiece[] {
  const words = [...new Set(keywords.map((word) => word.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (!text) return [];
  if (words.length === 0) return [{ text, hit: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  const pieces: TextPiece[] = [];
  text.split(pattern).forEach((part, index) => {
    if (!part) return;
    // split() with one capture group puts the matches at odd indexes.
    const hit = index % 2 === 1;
    const last = pieces[pieces.length - 1];
    if (last && last.hit === hit) last.text += part;
    else pieces.push({ text: part, hit });
  });
  return pieces;
}
