import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeOnce } from './compression.ts';

describe('encodeOnce', () => {
  it('compresses a body once per encoding and hands the same bytes to every later request', async () => {
    const body = Buffer.from('参数化幕墙'.repeat(500));
    const encoded = encodeOnce(body);
    const first = await encoded('br');
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    expect(await encoded('br')).toBe(first); // the very same Buffer: no second compression
    const gz = await encoded('gzip');
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(await encoded('gzip')).toBe(gz);
  });
});
