import { Marked } from 'marked';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Markdown (GFM, single line breaks kept) as the answer's HTML. HTML written inside the Markdown (by a model,
 * or quoted from a page) is shown as text, never parsed; every link opens a new tab so that following it
 * keeps the conversation page. The result still goes through the site's one sanitiser allowlist.
 */
const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const label = this.parser.parseInline(tokens);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titleAttr} target="_blank" rel="noopener noreferrer">${label}</a>`;
    },
    image({ text }) {
      // Answers carry no pictures: a model's image link would load a stranger's URL in the member's browser.
      return escapeHtml(text);
    },
  },
});

/** The answer's Markdown (complete, or as much as has arrived) as safe HTML. */
export function answerHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string).trim();
}
