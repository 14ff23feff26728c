import { lowPriorityModulePreloads } from './low-priority-preloads.server.ts';

const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
/** React Router's `<Scripts>`: one inline module that imports the page's route modules and the client entry. */
const ROUTER_MODULE = /<script nonce="[^"]*" type="module" async="">([\s\S]*?)<\/script>/;

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
  const text = html.toString('utf8');
  const headEnd = text.indexOf(HEAD_END);
  const module = headEnd === -1 ? null : ROUTER_MODULE.exec(text.slice(headEnd));
  if (!module) return lowPriorityModulePreloads(html);
  const head = text.slice(0, headEnd);
  const hrefs = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  if (hrefs.length === 0) return lowPriorityModulePreloads(html);
  const tail = text.slice(headEnd);
  const nonce = /^<script (nonce="[^"]*")/.exec(module[0])![1];
  const starter = `<script ${nonce}>${STARTER.replace('HREFS', scriptLiteral(hrefs)).replace('CODE', scriptLiteral(module[1]))}</script>`;
  return Buffer.from(
    head.replace(MODULE_PRELOAD, '') +
      tail.slice(0, module.index) +
      starter +
      tail.slice(module.index + module[0].length),
  );
}
