import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A short fingerprint of who sent a request: address and browser. A server-rendered page and the browser's
 * own request for the same page carry the same pair (the web server forwards both), while a member id would
 * differ between them (the render never sees the token). request.ip honours the trusted proxies.
 */
export function viewerOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.ip}|${request.headers['user-agent'] ?? ''}`)
    .digest('base64url')
    .slice(0, 16);
}
