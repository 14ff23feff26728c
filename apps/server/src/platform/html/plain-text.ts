const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  hellip: '…',
  mdash: '—',
  middot: '·',
};

function decodeEntity(whole: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return NAMED_ENTITIES[body] ?? whole;
}

/**
 * The readable text of an HTML fragment for cards and search results (000 §9: intros cut to 150
 * characters): tags dropped, common entities decoded, whitespace collapsed, cut by code points so a
 * Chinese character is never split. The answer is plain text, for clients to escape.
 */
export function plainText(html: string, max = 150): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('') : text;
}
