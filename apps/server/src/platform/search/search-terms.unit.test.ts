import { describe, expect, it } from 'vitest';
import { containsPattern, gramsSuffice, splitSearchTerms } from './search-terms.ts';

describe('splitSearchTerms', () => {
  it('splits on ASCII and full-width spaces, drops repeats case-insensitively, keeps order', () => {
    expect(splitSearchTerms('  参数化　幕墙 Rhino rhino 参数化 ')).toEqual(['参数化', '幕墙', 'Rhino']);
    expect(splitSearchTerms('   ')).toEqual([]);
  });

  it('keeps at most five terms', () => {
    expect(splitSearchTerms('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(containsPattern('幕墙')).toBe('%幕墙%');
  });
});

describe('gramsSuffice', () => {
  it('holds for terms of 1–2 characters made of letters, digits, punctuation or symbols', () => {
    for (const term of ['墙', '幕墙', '3', '3d', 'AI', 'C#', '%_', '😀'])
      expect(gramsSuffice(term)).toBe(true);
  });

  it('counts characters, not UTF-16 units: two astral characters are still a short term', () => {
    expect(gramsSuffice('𠀀𠀁')).toBe(true);
    expect(gramsSuffice('𠀀𠀁𠀂')).toBe(false);
  });

  it('fails for terms of 3 or more characters, which ILIKE must confirm', () => {
    for (const term of ['参数化', 'abc', '3ds']) expect(gramsSuffice(term)).toBe(false);
  });

  it('fails for characters search_grams() may leave out or split (whitespace, combining marks)', () => {
    for (const term of ['a b', '\u00a0a', 'e\u0301', '\u200b']) expect(gramsSuffice(term)).toBe(false);
  });
});
