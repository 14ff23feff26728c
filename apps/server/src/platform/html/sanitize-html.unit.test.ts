import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables and images', () => {
    const html =
      '<h2>关于</h2><p><strong>光子</strong><br><img src="/files/public/a.png" alt="图"></p><ul><li>一</li></ul><table><tr><td colspan="2">x</td></tr></table>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>关于</h2><p><strong>光子</strong><br /><img src="/files/public/a.png" alt="图" /></p><ul><li>一</li></ul><table><tr><td colspan="2">x</td></tr></table>',
    );
  });

  it('drops scripts, styles, handlers and javascript: links', () => {
    const html =
      '<p onclick="x()">a<script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">b</a><img src="x" onerror="alert(1)"></p>';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/script|style|onclick|onerror|javascript/i);
    expect(clean).toContain('<a>b</a>');
  });

  it('opens external links in a new tab without opener access', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/help?type=about">x</a>')).toBe('<a href="/help?type=about">x</a>');
  });
});
