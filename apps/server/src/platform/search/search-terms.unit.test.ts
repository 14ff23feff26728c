import { describe, expect, it } from 'vitest';
import { containsPattern, splitSearchTerms } from './search-terms.ts';

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
