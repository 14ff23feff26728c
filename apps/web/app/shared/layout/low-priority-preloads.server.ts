import { Transform } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = Buffer.from('</head>');
const LT = 0x3c; // '<'

/**
 * The document as React writes it, with its module preloads asked at low priority. React hoists React
 * Router's `<link rel="modulepreload">` tags to the top of <head>, so the browser requested the ~50 scripts
 * of a page before its stylesheets and images, which the first paint needs and hydration does not; marked
 * low, they load right after those instead. (React Router renders the tags itself and takes no priority.)
 *
 * Only <head> is rewritten; the body passes through as written. Within <head>, the bytes from the last '<'
 * of a write are held until the next one, so a tag React split between two writes is whole when rewritten
 * (and no character is cut: everything before an ASCII '<' decodes on its own).
 */
export function lowPriorityModulePreloads(): Transform {
  let held = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!inHead) return done(null, chunk);
      const bytes = held.length ? Buffer.concat([held, chunk]) : chunk;
      const headEnd = bytes.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        held = Buffer.alloc(0);
        return done(null, Buffer.concat([lowered(bytes.subarray(0, headEnd)), bytes.subarray(headEnd)]));
      }
      const cut = bytes.lastIndexOf(LT);
      const end = cut === -1 ? bytes.length : cut;
      held = Buffer.from(bytes.subarray(end));
      done(null, lowered(bytes.subarray(0, end)));
    },
    flush(done) {
      done(null, lowered(held));
    },
  });
}

const lowered = (html: Buffer): Buffer =>
  Buffer.from(html.toString('utf8').replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
