import type { DbOrTx } from '../../db/client.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import { readSiteSetting } from './read-site-setting.ts';

/**
 * An HTML site setting (agreement, statements), sanitised with the shared allowlist: stored as a string, or
 * as {html} / {content} by older tools. Empty until operators write one.
 */
export async function readSiteHtml(db: DbOrTx, key: string): Promise<string> {
  const value = await readSiteSetting<unknown>(db, key, '');
  return sanitizeHtml(htmlOf(value));
}

function htmlOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const { html, content } = value as { html?: unknown; content?: unknown };
    if (typeof html === 'string') return html;
    if (typeof content === 'string') return content;
  }
  return '';
}
