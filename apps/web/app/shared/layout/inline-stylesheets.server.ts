import { readFileSync } from 'node:fs';
import type { InlineStylesheets } from './route-styles.tsx';

/**
 * A page's stylesheets go inline up to this many bytes in all (every public page's are well below: the home
 * page's ~30 KB, the course page's with antd's pieces ~150 KB, 8–15 KB in gzip); a page that would carry
 * more links them instead.
 */
const INLINE_CSS_LIMIT_BYTES = 256 * 1024;

/** The client build beside this server build (build/client next to build/server, wherever the build is). */
const CLIENT_DIR = new URL('../client/', import.meta.url);
const stylesheetTexts = new Map<string, string | null>();

/** A built stylesheet's text by its public href ('/assets/x.css', '#' kept by React Router or not), read once. */
function stylesheetText(href: string): string | null {
  let text = stylesheetTexts.get(href);
  if (text === undefined) {
    const file = href.replace(/#.*$/, '');
    try {
      text = file.startsWith('/assets/') ? readFileSync(new URL(`.${file}`, CLIENT_DIR), 'utf8') : null;
    } catch {
      text = null;
    }
    stylesheetTexts.set(href, text);
  }
  return text;
}

/** Every stylesheet of the page inline, or none (a page is styled by one or the other, in one order). */
export const inlineStylesheets: InlineStylesheets = (hrefs) => {
  const texts: string[] = [];
  let bytes = 0;
  for (const href of hrefs) {
    const text = stylesheetText(href);
    if (text === null) return null;
    bytes += text.length;
    if (bytes > INLINE_CSS_LIMIT_BYTES) return null;
    texts.push(text);
  }
  return texts;
};
