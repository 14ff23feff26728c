import type { ByteRange } from './storage.ts';

/**
 * Parses a single-range `Range: bytes=…` header against an object of `size` bytes (RFC 9110 §14.2).
 * - undefined: no usable Range (absent, not bytes, several ranges): answer the whole object;
 * - 'unsatisfiable': answer 416;
 * - a range clamped to the object.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // Suffix range: the last N bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || (to !== '' && Number(to) < start)) return 'unsatisfiable';
  return { start, end };
}
