import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nonceGzip } from './nonce-gzip.ts';

const newNonce = () => randomBytes(16).toString('base64');

function pageWith(nonce: string): Buffer {
  const cards = Array.from({ length: 300 }, (_, i) => `<li><a href="/coursepage/${i}">课程 ${i}</a></li>`);
  return Buffer.from(
    `<html><head><script nonce="${nonce}">window.__ctx={}</script></head><body>${cards.join('')}` +
      `<script nonce="${nonce}" type="module">import("/assets/entry.js")</script></body></html>`,
  );
}

const offsetsOf = (body: Buffer, needle: string) => {
  const found: number[] = [];
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + 1)) found.push(at);
  return found;
};

describe('nonceGzip', () => {
  it('inflates to the page with the reply nonce in every place of the render nonce', () => {
    const renderNonce = newNonce();
    const body = pageWith(renderNonce);
    const splice = nonceGzip(body, offsetsOf(body, renderNonce), renderNonce.length);
    for (const nonce of [newNonce(), newNonce()])
      expect(gunzipSync(splice(nonce)).toString()).toBe(pageWith(nonce).toString());
  });

  it('stays within a few percent of one gzip stream', () => {
    const renderNonce = newNonce();
    const body = pageWith(renderNonce);
    const spliced = nonceGzip(body, offsetsOf(body, renderNonce), renderNonce.length)(newNonce());
    expect(spliced.length).toBeLessThan(gzipSync(body).length * 1.1);
  });

  it('handles a nonce at the very start and end, and adjacent places', () => {
    const body = Buffer.from('NNNNxNNNNNNNN');
    const splice = nonceGzip(body, [0, 5, 9], 4);
    expect(gunzipSync(splice('abcd')).toString()).toBe('abcdxabcdabcd');
  });

  it('refuses a nonce of another length (the places would shift)', () => {
    expect(() => nonceGzip(Buffer.from('xNNNNx'), [1], 4)('abc')).toThrow();
  });
});
