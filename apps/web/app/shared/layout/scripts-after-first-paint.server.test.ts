import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.server.ts';

const routerModule =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterManifest = {"note":"\\u003c/script>"};\nimport("/assets/entry.client.js");';
const page =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/><title>光子设计</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/><link rel="modulepreload" href="/assets/root.js" nonce="n1"/>' +
  '<style nonce="n1">p{color:red}</style></head><body><p>课程</p>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="module" async="">${routerModule}</script>` +
  '<script nonce="n1">window.__reactRouterContext.done = 1;</script></body></html>';

const rewritten = (html: string) => scriptsAfterFirstPaint(Buffer.from(html)).toString('utf8');

/** Runs the page's starter script against a minimal DOM and returns what it added, and when. */
function runStarter(html: string, visibilityState: 'visible' | 'hidden') {
  const starter = /<script nonce="n1">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: { tag: string; props: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const element = (tag: string) => ({ tag, props: {} as Record<string, string> });
  const append = (node: ReturnType<typeof element>) => added.push(node);
  const proxy = (node: ReturnType<typeof element>) =>
    new Proxy(node, { set: (target, key, value) => ((target.props[String(key)] = String(value)), true) });
  runInNewContext(starter, {
    document: {
      currentScript: { nonce: 'n1' },
      visibilityState,
      createElement: (tag: string) => proxy(element(tag)),
      head: { appendChild: append },
      body: { appendChild: append },
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void) => timers.push(run),
  });
  return { added, frames, timers };
}

describe('scripts after the first paint', () => {
  it('takes the module preloads out of <head> and React Router’s module out of <body>, the rest byte for byte', () => {
    const html = rewritten(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<title>光子设计</title>');
    expect(html).toContain('<style nonce="n1">p{color:red}</style></head><body><p>课程</p>');
    expect(html).toContain(
      '<script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1">(',
    );
    expect(
      html.endsWith('<script nonce="n1">window.__reactRouterContext.done = 1;</script></body></html>'),
    ).toBe(true);
    // Nothing in the inline literal can close the script early.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('adds the preloads, then the module, with the nonce, one frame after the first paint; at once when hidden', () => {
    const visible = runStarter(rewritten(page), 'visible');
    expect(visible.added).toEqual([]);
    visible.frames[0]!();
    visible.timers.at(-1)!();
    visible.timers[0]!(); // the 200 ms fallback afterwards adds nothing twice
    expect(
      visible.added.map((node) => [node.tag, node.props.rel ?? node.props.type, node.props.nonce]),
    ).toEqual([
      ['link', 'modulepreload', 'n1'],
      ['link', 'modulepreload', 'n1'],
      ['script', 'module', 'n1'],
    ]);
    expect(visible.added.map((node) => node.props.href).slice(0, 2)).toEqual([
      '/assets/entry.client.js',
      '/assets/root.js',
    ]);
    expect(visible.added[2]!.props.textContent).toBe(routerModule);

    const hidden = runStarter(rewritten(page), 'hidden');
    expect(hidden.added.map((node) => node.tag)).toEqual(['link', 'link', 'script']);
  });

  it('only lowers the preloads of a page without React Router’s module', () => {
    const plain = page.replace(/<script nonce="n1" type="module"[\s\S]*?<\/script>/, '');
    expect(rewritten(plain)).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"',
    );
  });
});
