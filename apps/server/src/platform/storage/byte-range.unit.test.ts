import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  it('answers the whole object without a usable header', () => {
    expect(parseByteRange(undefined, 10)).toBeUndefined();
    expect(parseByteRange('items=0-1', 10)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(parseByteRange('bytes=-', 10)).toBeUndefined();
  });
  it('clamps open and oversized ends to the object', () => {
    expect(parseByteRange('bytes=2-', 10)).toEqual({ start: 2, end: 9 });
    expect(parseByteRange('bytes=2-100', 10)).toEqual({ start: 2, end: 9 });
    expect(parseByteRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
  });
  it('reads suffix ranges from the end', () => {
    expect(parseByteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseByteRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
  });
  it('refuses ranges outside the object', () => {
    expect(parseByteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-3', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
