/** At most this many terms are used; a longer query is cut (every term must match, so more adds little). */
export const MAX_SEARCH_TERMS = 5;

/**
 * Splits a query on whitespace (ASCII and the full-width space Chinese keyboards type) into distinct
 * terms, case-insensitively, in the order typed. Chinese has no spaces between words, so a term is a
 * substring to find, not a word: '参数化 幕墙' finds items containing both '参数化' and '幕墙'.
 */
export function splitSearchTerms(keywords: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const term of keywords.split(/[\s\u3000]+/)) {
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
    if (terms.length === MAX_SEARCH_TERMS) break;
  }
  return terms;
}

/** An ILIKE pattern finding `term` anywhere; %, _ and \ in the term are matched literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A term too short for a trigram (1–2 characters, counted as characters, not UTF-16 units). */
export function isShortTerm(term: string): boolean {
  return [...term].length < 3;
}

/**
 * Whether a term's grams (search_grams(): lower-cased 1- and 2-character pieces) decide alone whether a text
 * holds it: a short term made only of letters, digits, punctuation and symbols (none of which PostgreSQL
 * takes for whitespace, which search_grams() leaves out) is itself one of its grams.
 */
export function gramsSuffice(term: string): boolean {
  return isShortTerm(term) && /^[\p{L}\p{N}\p{P}\p{S}]+$/u.test(term);
}
