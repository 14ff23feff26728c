import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.server.ts';

async function through(chunks: Buffer[]): Promise<string> {
  const stream = lowPriorityModulePreloads();
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

const page =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/><title>光子设计</title>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '</head><body><p>课程 <link rel="modulepreload" href="/x"/></p></body></html>';

describe('low-priority module preloads', () => {
  it('marks every module preload of <head> low and leaves the body as it was', async () => {
    const html = await through([Buffer.from(page)]);
    expect(html).toBe(
      page
        .replace(
          '<link rel="modulepreload" href="/assets/a.js"',
          '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"',
        )
        .replace(
          '<link rel="modulepreload" href="/assets/b.js"',
          '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"',
        ),
    );
  });

  it('gives the same document whichever bytes the writes are cut at (tags and characters split)', async () => {
    const whole = await through([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let size = 1; size <= 40; size += 3) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks)).toBe(whole);
    }
  });
});
