import { timingSafeEqual } from 'node:crypto';
import { Code, M } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../kernel/errors/index.ts';

/**
 * The dev routes (outbox with every login code, sandbox cashier, dev invoice issuing and review, dev OAuth)
 * need no sign-in, so outside production they answer only this machine (docs/spec-decisions.md
 * "…state-changing GETs, a safe default start"): `npm start` listens on every interface. Every route whose
 * pattern is under /api/dev/ or /dev/ is guarded — judged on the matched route, so no spelling of the address
 * (%64ev, //) slips past.
 */
const DEV_PREFIXES = ['/api/dev/', '/dev/'];

export function isDevRoute(pattern: string | undefined): boolean {
  return pattern !== undefined && DEV_PREFIXES.some((prefix) => pattern.startsWith(prefix));
}

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/**
 * A client on this machine: the socket's peer is loopback and so is every address X-Forwarded-For names.
 * The forwarded addresses can only narrow, never widen: a proxy on this host forwarding a visitor from the
 * network (nginx, the web role's render, which forwards the visitor's address) is refused, and a client's
 * own `X-Forwarded-For: 127.0.0.1` earns nothing because the socket still has to be loopback. This holds with
 * TRUST_PROXY too, where Fastify's request.ip is the left-most forwarded address, which the client writes.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return false;
  const forwarded = request.headers['x-forwarded-for'];
  if (forwarded === undefined) return true;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
  return hops.every((hop) => LOOPBACK.test(hop.trim()));
}

function sameToken(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses a dev route to a client that is neither on this machine nor carrying the start's X-Dev-Token. */
export function registerDevRouteGuard(app: FastifyInstance<any, any, any, any, any>, token: string): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isDevRoute(request.routeOptions.url)) return;
    if (isLocalClient(request) || sameToken(request.headers['x-dev-token'], token)) return;
    throw new DomainError(Code.forbidden, M.devRoutesLocalOnly);
  });
}
