import { createContext, useContext } from 'react';

/**
 * This page's Content-Security-Policy nonce. The server sends a fresh one with every HTML answer
 * (apps/server/src/http/security-headers.ts) and renders it onto the inline scripts React Router emits
 * (entry.server.tsx); in the browser the page's scripts already ran, so there is nothing to put it on.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = (): string | undefined => useContext(CspNonceContext);

/**
 * The nonce as the browser knows it: a script's `nonce` property (the attribute itself reads empty once
 * the page is parsed, so that CSS selectors cannot leak it).
 */
export function documentNonce(doc: Document): string | undefined {
  for (const script of Array.from(doc.querySelectorAll('script'))) if (script.nonce) return script.nonce;
  return undefined;
}

/**
 * Gives the page's nonce to every <style> element created from script. The player (artplayer and its danmaku
 * plugin) and antd's runtime pieces insert <style> elements without asking for a nonce; under the site's CSP
 * (style-src 'self' 'nonce-…') they would be blocked. Scripts on this page are already ours (script-src has
 * no 'unsafe-inline'), so this grants nothing to injected markup: a <style> in injected HTML still has no
 * nonce and stays blocked.
 */
export function nonceCreatedStyles(doc: Document, nonce: string | undefined): void {
  if (!nonce) return;
  const create = doc.createElement;
  doc.createElement = function createElement(
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as typeof doc.createElement;
}
