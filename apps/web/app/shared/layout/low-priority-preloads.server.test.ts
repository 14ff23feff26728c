import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.server.ts';

const page =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/><title>光子设计</title>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '</head><body><p>课程 <link rel="modulepreload" href="/x"/></p></body></html>';

const lowered = (html: string) => lowPriorityModulePreloads(Buffer.from(html)).toString('utf8');

describe('low-priority module preloads', () => {
  it('marks every module preload of <head> low and leaves the body (and the Chinese text) as it was', () => {
    expect(lowered(page)).toBe(
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

  it('hands back the same bytes when the head has no module preload', () => {
    const plain = Buffer.from('<html><head><title>无预加载</title></head><body>正文</body></html>');
    expect(lowPriorityModulePreloads(plain)).toBe(plain);
  });
});
