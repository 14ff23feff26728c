import type { BrowserContext, Page } from 'playwright-core';

/** What one rendered page showed: vectors that ran, dialogs, page errors, dangerous markup left in the DOM. */
export interface RenderReport {
  path: string;
  executed: number[];
  dialogs: string[];
  pageErrors: string[];
  /** Elements whose dangerous attribute (on*, href, src, srcdoc, style, …) or script text carries a vector. */
  liveMarkup: string[];
}

/**
 * Arms a browser context: `window.__xss(n)` (what every vector calls) reports to the test in every frame of
 * every page, before any of the page's own scripts run; dialogs (alert/confirm/prompt) are recorded and
 * dismissed; page errors are recorded. Answers a reader of what has been seen since the last reset.
 */
export async function armContext(context: BrowserContext) {
  const executed: number[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  await context.exposeBinding('__xssHit', (_source, n: number) => {
    executed.push(Number(n));
  });
  // The corpus's `<script src="/files/public/uploads/__xss(n).js">`: a member's upload answered as
  // JavaScript (as a declared type once was, docs/spec-decisions.md "members' files as scripts, rolling upgrades"), so a tag that survived would run — unless the CSP
  // stops it. The browser asks only if the tag is live and the policy lets it load.
  await context.route(/\/files\/public\/uploads\/__xss\(\d+\)\.js$/, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `__xss(${/__xss\((\d+)\)/.exec(route.request().url())![1]});`,
    }),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { __xssHit?: (n: number) => void }).__xssHit;
    Object.defineProperty(window, '__xss', {
      value: (n: number) => {
        (window as unknown as { __xssSeen?: number[] }).__xssSeen ??= [];
        (window as unknown as { __xssSeen: number[] }).__xssSeen.push(n);
        report?.(n);
      },
      configurable: false,
      writable: false,
    });
  });
  const watch = (page: Page) => {
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    take(path: string, liveMarkup: string[]): RenderReport {
      const report = {
        path,
        executed: executed.splice(0),
        dialogs: dialogs.splice(0),
        pageErrors: pageErrors.splice(0),
        liveMarkup,
      };
      return report;
    },
    reset() {
      executed.length = 0;
      dialogs.length = 0;
      pageErrors.length = 0;
    },
  };
}

/**
 * Markup that a vector managed to turn into live elements, in the page and its same-origin frames: an event
 * handler, a srcdoc, a javascript:/vbscript:/data: URL, a script-bearing style or a refresh that mentions
 * `__xss`, and any script or style element whose text does. Text that merely shows the vector (a text
 * node, a title or alt attribute, an input's value, an image whose src is the harmless rest of a broken
 * tag) is fine and not listed.
 */
export function liveMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mentions = (value: string) => /__x['"+\s]*ss|\\u005f_xss/.test(value);
    const urlAttribute = /^(href|xlink:href|src|srcset|action|formaction|data|poster|background)$/i;
    // What the browser would run: a javascript:/vbscript:/data: URL (control characters and spaces ignored).
    const runnableUrl =
      /^[\s\u0000-\u001f]*(j\s*a\s*v\s*a|v\s*b)\s*s\s*c\s*r\s*i\s*p\s*t\s*:|^[\s\u0000-\u001f]*data\s*:/i;
    const dangerous = (name: string, value: string) =>
      mentions(value) &&
      (/^on/i.test(name) ||
        name === 'srcdoc' ||
        (urlAttribute.test(name) && runnableUrl.test(value)) ||
        (name === 'style' && /javascript|expression|behavior/i.test(value)));
    const found: string[] = [];
    const visit = (doc: Document) => {
      for (const element of Array.from(doc.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes))
          if (dangerous(attribute.name, attribute.value))
            found.push(`<${element.localName} ${attribute.name}="${attribute.value.slice(0, 80)}">`);
        const tag = element.localName;
        // A live script element loading a file named after a vector (a member's upload as a script).
        if (tag === 'script' && mentions(element.getAttribute('src') ?? ''))
          found.push(`<script src="${element.getAttribute('src')!.slice(0, 80)}">`);
        // A meta tag's content runs only as a refresh; a description that quotes a vector is text.
        if (
          tag === 'meta' &&
          element.hasAttribute('http-equiv') &&
          /__xss/.test(element.getAttribute('content') ?? '')
        )
          found.push(`<meta http-equiv content="${element.getAttribute('content')!.slice(0, 80)}">`);
        // React Router's server-rendered data carrier quotes the page's texts as JSON; had its escaping
        // failed, the vector would have run (and been reported as executed).
        const carrier = /window\.__reactRouter/.test(element.textContent ?? '');
        if (
          (tag === 'script' || tag === 'style') &&
          !carrier &&
          (element.textContent ?? '').includes('__xss')
        )
          found.push(`<${tag}>${(element.textContent ?? '').slice(0, 80)}`);
        if (tag === 'iframe') {
          try {
            const inner = (element as HTMLIFrameElement).contentDocument;
            if (inner) visit(inner);
          } catch {
            // A cross-origin frame cannot reach this page's window: nothing in it can call __xss here.
          }
        }
      }
    };
    visit(document);
    return found;
  });
}

/** Collapses runs of white space, as innerText and the browser's layout do. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Everything the page shows as text, plus the values of its form fields (an edit form shows a stored
 * signature in its input), squashed.
 */
export function shownText(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const values = Array.from(document.querySelectorAll('input, textarea'))
        .map((field) => (field as HTMLInputElement).value)
        .join('\n');
      return `${document.body.innerText}\n${values}`;
    })
    .then(squash);
}
