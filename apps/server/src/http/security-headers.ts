import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { enforceCookieFlags } from './cookie-flags.ts';

/** 128 random bits, base64: every reply gets its own (a CSP nonce must not be guessable or reused). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The nonce of this reply's Content-Security-Policy (the same one for scripts and styles). */
export function cspNonceOf(reply: FastifyReply): string {
  return reply.cspNonce.script;
}

/**
 * Powerful browser features the site never uses are switched off for it and for anything it might embed;
 * the player keeps fullscreen, picture-in-picture and autoplay, and copying (002: '文本已复制到剪贴板！')
 * keeps the clipboard. Only features Chromium knows are listed: an unknown one is logged as an error.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=(self)',
  'usb=()',
].join(', ');

const origin = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Where the browser itself talks to object storage when STORAGE_DRIVER=s3: the public base URL (CDN) for
 * public files, the media CDN for HLS segments, and the bucket's own address for signed downloads, HLS media and direct multipart uploads
 * (path style: the endpoint; virtual-hosted: bucket.endpoint; AWS without an endpoint: its regional host).
 * The local driver serves everything from this origin (/files/).
 */
export function storageOrigins(config: Config): string[] {
  if (config.STORAGE_DRIVER !== 's3') return [];
  const origins = [origin(config.S3_PUBLIC_BASE_URL), origin(config.MEDIA_CDN_BASE_URL)];
  const bucket = config.S3_BUCKET ?? '';
  if (config.S3_ENDPOINT) {
    const endpoint = new URL(config.S3_ENDPOINT);
    origins.push(endpoint.origin);
    if (!config.S3_FORCE_PATH_STYLE) origins.push(`${endpoint.protocol}//${bucket}.${endpoint.host}`);
  } else {
    origins.push(
      `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com`,
      `https://${bucket}.s3.amazonaws.com`,
    );
  }
  return [...new Set(origins.filter((o): o is string => !!o))];
}

/**
 * The site's Content-Security-Policy. Scripts: only those carrying this reply's nonce (React Router's
 * hydration data, module imports and preloads) and what they load in turn ('strict-dynamic': the route
 * modules React Router imports) — never a script element merely because its file is on this origin, so a
 * `<script src="/files/…">` slipped into a page does not run (docs/spec-decisions.md "members' files as scripts, rolling upgrades"). 'self' stays only for browsers
 * without 'strict-dynamic' (CSP3 browsers ignore it when 'strict-dynamic' is present). Never
 * 'unsafe-inline', no eval, no inline handlers.
 * Styles: our stylesheets and nonce'd <style> elements (apps/web/app/entry.client.tsx gives the nonce to
 * the style elements that the player and antd create); style *attributes* stay allowed (React's and antd's
 * `style={…}`; they cannot run code). Images: any https host besides ours (members' WeChat/QQ avatars,
 * pictures in rich text); media, fetches and uploads: ours and object storage. Nothing may frame the site.
 */
export function cspDirectives(config: Config) {
  // FILES_ORIGIN serves pictures, media and local uploads — never scripts (docs/spec-decisions.md "members' files as scripts, rolling upgrades").
  const storage = [...storageOrigins(config), ...(config.FILES_ORIGIN ? [config.FILES_ORIGIN] : [])];
  const nonce = (_request: IncomingMessage, response: ServerResponse) => `'nonce-${response.cspNonce ?? ''}'`;
  // Alipay's page mode posts a signed form from our page to its gateway (platform/payments/alipay.ts).
  const alipayForm =
    config.ALIPAY_APP_ID && config.ALIPAY_PAY_MODE === 'page' ? origin(config.ALIPAY_GATEWAY_URL) : null;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", nonce, "'strict-dynamic'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", nonce],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...storage],
    'media-src': ["'self'", 'blob:', ...storage],
    'connect-src': ["'self'", ...storage],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...(alipayForm ? [alipayForm] : [])],
    // Production runs behind HTTPS (PUBLIC_URL); a local http://127.0.0.1 must not be upgraded.
    'upgrade-insecure-requests': config.isProduction ? [] : null,
  };
}

/**
 * The API docs (/api/docs, swagger-ui) insert <style> elements from their own script, which cannot take our
 * nonce: on those pages only, style elements are allowed inline. Their script files come without a nonce
 * (swagger-ui writes the tags), so there scripts are this origin's files ('self' without 'strict-dynamic'):
 * the docs page shows no member's content. Inline scripts stay refused as everywhere.
 */
export function apiDocsPolicy(header: string): string {
  return header
    .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
    .replace(/(script-src [^;]*?) 'strict-dynamic'/, '$1');
}

declare module 'node:http' {
  interface ServerResponse {
    /** This reply's CSP nonce, where helmet's directive functions read it. */
    cspNonce?: string;
  }
}

/**
 * The security headers of every answer, through @fastify/helmet: CSP with a fresh nonce per reply,
 * X-Content-Type-Options nosniff, Referrer-Policy, X-Frame-Options DENY with frame-ancestors 'none', CORP, HSTS in production, and Permissions-Policy (not part of helmet); in production every cookie is
 * HttpOnly, SameSite and Secure (http/cookie-flags.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Before helmet's own hooks: its directive functions read the nonce from the raw response.
  app.decorateReply('cspNonce', null as never); // set per request below
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = newNonce();
    reply.cspNonce = { script: nonce, style: nonce };
    reply.raw.cspNonce = nonce;
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    // No COOP: social login runs in a popup that leaves for open.weixin.qq.com / graph.qq.com and comes
    // back; a COOP switch of browsing context group on the way would stop it closing itself.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
  if (config.isProduction) enforceCookieFlags(app);
}
