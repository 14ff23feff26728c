/**
 * The stored-XSS corpus (docs/spec-decisions.md "Stored-XSS corpus"), written after the *kinds* of the OWASP
 * XSS filter-evasion cheat sheet: script tags in cases and encodings, event handlers, `javascript:` / `data:`
 * URLs, SVG, iframe srcdoc, attribute breakouts, style/expression, mutation (mXSS) forms, markdown-ish links.
 * Every vector that executes calls `__xss(<its number>)`, so a hit names its vector. `X` in a template stands
 * for that call,
 * `N` for the bare number (for forms that spell the call out themselves).
 */
export interface Vector {
  n: number;
  kind: string;
  text: string;
}

const TEMPLATES: [kind: string, template: string][] = [
  // script tags, in cases and shapes
  ['script', '<script>X</script>'],
  ['script', '<SCRIPT>X</SCRIPT>'],
  ['script', '<ScRiPt>X</sCrIpT>'],
  ['script', '<script src=data:,X></script>'],
  ['script', '<script/x>X</script>'],
  ['script', '<<script>X//<</script>'],
  ['script', "<script>eval('X')</script>"],
  ['script', '</title><script>X</script>'],
  ['script', '</textarea><script>X</script>'],
  ['script', '</style><script>X</script>'],
  ['script', '<script type=module>X</script>'],
  ['script', '</script><script>X</script>'],
  ['script', '<scr<script>ipt>X</script>'],
  ['script', '<script>setTimeout(X)</script>'],
  // a member's upload as the site's script (docs/spec-decisions.md "members' files as scripts, rolling upgrades"): render-check.ts serves this path as JavaScript
  ['script', '<script src="/files/public/uploads/__xss(N).js"></script>'],
  // event handlers on ordinary tags
  ['handler', '<img src=x onerror=X>'],
  ['handler', '<IMG SRC=x OnErRoR=X>'],
  ['handler', '<img/src=x/onerror=X>'],
  ['handler', '<img src=x onerror="X">'],
  ['handler', "<img src=x onerror='X'>"],
  ['handler', '<img src onerror=X>'],
  ['handler', '<img src=x:x onerror=X//>'],
  ['handler', '<image src=x onerror=X>'],
  ['handler', '<img """><script>X</script>">'],
  ['handler', "<img src=x onerror=window['__xss'](N)>"],
  ['handler', '<img src=x onerror=top.__xss(N)>'],
  ['handler', "<img src=x onerror=self['__x'+'ss'](N)>"],
  ['handler', '<input autofocus onfocus=X>'],
  ['handler', '<select autofocus onfocus=X>'],
  ['handler', '<textarea autofocus onfocus=X>'],
  ['handler', '<body onload=X>'],
  ['handler', '<video><source onerror=X>'],
  ['handler', '<audio src=x onerror=X>'],
  ['handler', '<video src=x onerror=X>'],
  ['handler', '<object data=x onerror=X>'],
  ['handler', '<input type=image src=x onerror=X>'],
  ['handler', '<div onmouseover=X>悬停</div>'],
  ['handler', '<marquee onstart=X>'],
  ['handler', '<details open ontoggle=X>'],
  ['handler', '<details/open/ontoggle=X>'],
  ['handler', '<style onload=X></style>'],
  ['handler', '<link rel=stylesheet href=x onerror=X>'],
  ['handler', '<img srcset=x onerror=X>'],
  ['handler', '<a autofocus tabindex=1 onfocus=X>焦</a>'],
  ['handler', '<div contenteditable autofocus onfocus=X>'],
  ['handler', '<isindex type=image src=1 onerror=X>'],
  ['handler', '<picture><img src=x onerror=X></picture>'],
  // iframes
  ['iframe', '<iframe onload=X>'],
  ['iframe', '<iframe srcdoc="<script>parent.X</script>">'],
  ['iframe', '<iframe srcdoc="&lt;img src=x onerror=parent.X&gt;">'],
  ['iframe', '<iframe src=javascript:top.X>'],
  ['iframe', '<iframe src="data:text/html,<script>X</script>">'],
  // SVG
  ['svg', '<svg onload=X>'],
  ['svg', '<svg/onload=X>'],
  ['svg', '<svg><script>X</script></svg>'],
  ['svg', '<svg><script href=data:,X />'],
  ['svg', '<svg><animate onbegin=X attributeName=x dur=1s>'],
  ['svg', '<svg><set onbegin=X attributeName=x to=1>'],
  ['svg', '<svg><image href=x onerror=X />'],
  ['svg', '<svg><a xlink:href="javascript:X"><text y=9>点</text></a>'],
  ['svg', '<svg><foreignObject><img src=x onerror=X>'],
  ['svg', '<svg><style><img src=x onerror=X></style>'],
  ['svg', '<svg><title><img src=x onerror=X></title>'],
  ['svg', '<svg><discard onbegin=X>'],
  // javascript: / data: / vbscript: URLs
  ['url', '<a href="javascript:X">点我</a>'],
  ['url', '<a href="JaVaScRiPt:X">点</a>'],
  ['url', '<a href="jav&#x09;ascript:X">点</a>'],
  ['url', '<a href="&#106;avascript:X">点</a>'],
  ['url', '<a href="&#x6A;&#x61;vascript:X">点</a>'],
  ['url', '<a href=" javascript:X">点</a>'],
  ['url', '<a href="javascript&colon;X">点</a>'],
  ['url', '<a href="data:text/html,<script>X</script>">点</a>'],
  ['url', '<a href="vbscript:X">点</a>'],
  ['url', '<form action=javascript:X><button>交</button></form>'],
  ['url', '<button formaction=javascript:X>交</button>'],
  ['url', '<math href=javascript:X>点</math>'],
  ['url', '<object data=javascript:top.X>'],
  ['url', '<embed src=javascript:top.X>'],
  ['url', '<base href=javascript:X//>'],
  ['url', '<meta http-equiv=refresh content="0;url=javascript:X">'],
  ['url', '<img src=javascript:X>'],
  // encoded forms (dangerous if anything decodes them once more before rendering as HTML)
  ['encoded', '&lt;script&gt;X&lt;/script&gt;'],
  ['encoded', '&#60;script&#62;X&#60;/script&#62;'],
  ['encoded', '%3Cscript%3EX%3C/script%3E'],
  ['encoded', '%3Cimg%20src=x%20onerror=X%3E'],
  ['encoded', '\\u003cscript\\u003eX\\u003c/script\\u003e'],
  ['encoded', '\\x3cimg src=x onerror=X\\x3e'],
  ['encoded', '&lt;img src=x onerror=X&gt;'],
  ['encoded', '&#x3C;svg onload=X&#x3E;'],
  ['encoded', '+ADw-script+AD4-X+ADw-/script+AD4-'],
  ['encoded', '＜script＞X＜/script＞'],
  ['encoded', '<img src=x onerror=&#95;&#95;xss(N)>'],
  ['encoded', '<img src=x onerror=\\u005f_xss(N)>'],
  ['encoded', "<img src=x onerror=eval('\\x5f_xss(N)')>"],
  ['encoded', '%253Cscript%253EX%253C/script%253E'],
  // attribute breakouts
  ['breakout', '"><img src=x onerror=X>'],
  ['breakout', "'><img src=x onerror=X>"],
  ['breakout', '" onmouseover="X" x="'],
  ['breakout', "' onfocus='X' autofocus x='"],
  ['breakout', '" autofocus onfocus="X'],
  ['breakout', '</a><img src=x onerror=X>'],
  ['breakout', '--><img src=x onerror=X>'],
  ['breakout', ']]><img src=x onerror=X>'],
  ['breakout', '</div><svg onload=X>'],
  ['breakout', '`><img src=x onerror=X>'],
  ['breakout', '"><svg/onload=X>'],
  // style / expression
  ['style', '<div style="background:url(javascript:X)">样</div>'],
  ['style', '<div style="width:expression(X)">样</div>'],
  ['style', "<style>@import'javascript:X';</style>"],
  ['style', '<style>*{background:url("javascript:X")}</style>'],
  ['style', '<x style="behavior:url(#default#time2)" onbegin=X>'],
  // mutation (mXSS) forms
  ['mutation', '<math><mtext><table><mglyph><style><img src=x onerror=X>'],
  ['mutation', '<template><img src=x onerror=X></template>'],
  ['mutation', '<noscript><p title="</noscript><img src=x onerror=X>">'],
  ['mutation', '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=X>'],
  ['mutation', '<svg></p><style><a id="</style><img src=x onerror=X>">'],
  ['mutation', '<math><mi xlink:href="javascript:X">点</mi></math>'],
  ['mutation', '<xmp><p title="</xmp><img src=x onerror=X>">'],
  ['mutation', '<noembed><img title="</noembed><img src=x onerror=X>">'],
  // markdown-ish links and template syntax
  ['markdown', '[点我](javascript:X)'],
  ['markdown', '[a](javascript&#58;X)'],
  ['markdown', '![图](x" onerror="X)'],
  ['markdown', '<javascript:X>'],
  ['markdown', '[x]( javascript:X )'],
  ['template', "{{constructor.constructor('X')()}}"],
  ['template', '${X}'],
];

/** The whole corpus, numbered from 1. */
export const VECTORS: Vector[] = TEMPLATES.map(([kind, template], index) => {
  const n = index + 1;
  return { n, kind, text: template.replaceAll('X', `__xss(${n})`).replaceAll('(N)', `(${n})`) };
});

/**
 * Nicknames hold at most 8 characters: too short for a call that names its vector, so they carry markup
 * probes instead, which must come back on screen exactly as typed (never as elements).
 */
export const NICKNAME_PROBES = [
  '<script>',
  '<img/x>',
  '"><b>粗',
  "'><i>斜",
  '<u>下</u>',
  '</div>',
  '<!--',
  '&lt;&gt;',
  '<svg>',
  '<x onx>',
];

/**
 * Packs vectors into texts of at most `max` characters (a comment, an address, a header name carries
 * several), separated by ' ¦ ' so that each stays recognisable. A vector longer than `max` is left out.
 */
export function pack(vectors: Vector[], max: number): { text: string; vectors: Vector[] }[] {
  const packs: { text: string; vectors: Vector[] }[] = [];
  for (const vector of vectors) {
    if ([...vector.text].length > max) continue;
    const last = packs.at(-1);
    const joined = last ? `${last.text} ¦ ${vector.text}` : '';
    if (last && [...joined].length <= max) {
      last.text = joined;
      last.vectors.push(vector);
    } else packs.push({ text: vector.text, vectors: [vector] });
  }
  return packs;
}
