const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = Buffer.from('</head>');

/**
 * The document as React wrote it, with its module preloads asked at low priority. React hoists React
 * Router's `<link rel="modulepreload">` tags to the top of <head>, so the browser requested the ~50 scripts
 * of a page before its stylesheets and images, which the first paint needs and hydration does not; marked
 * low, they load right after those instead. (React Router renders the tags itself and takes no priority.)
 *
 * Only <head> is rewritten (the whole document is in hand: entry.server.tsx sends it once it is complete);
 * the body stays byte for byte as written.
 */
export function lowPriorityModulePreloads(html: Buffer): Buffer {
  const headEnd = html.indexOf(HEAD_END);
  const head = headEnd === -1 ? html : html.subarray(0, headEnd);
  const lowered = head.toString('latin1').replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
  if (lowered.length === head.length) return html;
  // latin1 maps every byte to one character and back, so the head's UTF-8 text (a Chinese <title>) survives.
  const rewritten = Buffer.from(lowered, 'latin1');
  return headEnd === -1 ? rewritten : Buffer.concat([rewritten, html.subarray(headEnd)]);
}
