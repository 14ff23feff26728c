import { lowPriorityModulePreloads } from './low-priority-preloads.server.ts';

const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
/** React Router's `<Scripts>`: one inline module that imports the page's route modules and the client entry. */
const ROUTER_MODULE_OPEN = /^<script (nonce="[^"]*") type="module" async="">$/;
const MODULE_ATTRIBUTES = Buffer.from(' type="module" async="">');
const SCRIPT_OPEN = Buffer.from('<script ');
const SCRIPT_CLOSE = Buffer.from('</script>');

/**
 * What the browser runs in place of React Router's module script: one frame after the first paint (or after
 * 200 ms, whichever comes first; at once in a hidden tab), it adds the module preloads that were in <head>
 * and then the module itself, both with this script's CSP nonce. `HREFS` and `CODE` are filled in per page.
 */
const STARTER = `(function(){var s=document.currentScript,n=s.nonce,h=HREFS,c=CODE,d=0;function go(){if(d)return;d=1;for(var i=0;i<h.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=h[i];l.nonce=n;document.head.appendChild(l)}var m=document.createElement('script');m.type='module';m.nonce=n;m.textContent=c;document.body.appendChild(m)}if(document.visibilityState==='visible'){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)}else go()})()`;

/** A value as a JavaScript literal that can sit inside an inline <script> (no `</script>`, no `<!--`). */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The document with its scripts asked for only once the first screen is painted. React Router puts a module
 * preload per script (25–31 on a public page) in <head> and an inline module importing them at the end of
 * <body>, so the browser requested every script before the first paint, sharing a phone's connection
 * (six at a time over HTTP/1.1) with the first screen's pictures: on a simulated slow 4G link the course
 * page's cover, its largest paint, finished behind ~200 KB of scripts (bench/README "Issue 32, session 40").
 * The first paint needs none of them (the HTML is complete and styled), and hydration waits for it anyway
 * (entry.client.tsx hydrates a frame after the first paint), so starting them there costs a real visitor
 * one frame of the script download and gives the pictures the connection first.
 *
 * When the page is not shaped as expected (no preloads in <head>, no React Router module) nothing moves:
 * the preloads only go to low priority (low-priority-preloads.server.ts).
 */
export function scriptsAfterFirstPaint(html: Buffer): Buffer {
  // Searched as bytes: a render is ~100 KB, and decoding and scanning all of it per request cost ~20 times
  // the rest of this rewrite. Only <head> (latin1: every byte one character and back) and the module's own
  // text are decoded.
  const headEnd = html.indexOf(HEAD_END);
  const attributes = headEnd === -1 ? -1 : html.indexOf(MODULE_ATTRIBUTES, headEnd);
  const moduleStart = attributes === -1 ? -1 : html.lastIndexOf(SCRIPT_OPEN, attributes);
  const codeStart = attributes + MODULE_ATTRIBUTES.length;
  const moduleEnd = moduleStart === -1 ? -1 : html.indexOf(SCRIPT_CLOSE, codeStart);
  const open =
    moduleEnd === -1
      ? null
      : ROUTER_MODULE_OPEN.exec(html.subarray(moduleStart, codeStart).toString('latin1'));
  if (!open) return lowPriorityModulePreloads(html);
  const head = html.subarray(0, headEnd).toString('latin1');
  const hrefs = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  if (hrefs.length === 0) return lowPriorityModulePreloads(html);
  const code = html.subarray(codeStart, moduleEnd).toString('utf8');
  const starter = `<script ${open[1]}>${STARTER.replace('HREFS', scriptLiteral(hrefs)).replace('CODE', scriptLiteral(code))}</script>`;
  return Buffer.concat([
    Buffer.from(head.replace(MODULE_PRELOAD, ''), 'latin1'),
    html.subarray(headEnd, moduleStart),
    Buffer.from(starter),
    html.subarray(moduleEnd + SCRIPT_CLOSE.length),
  ]);
}
