import type { App } from '../app-context.ts';

/** Apps in their lame-duck period: answering as usual, but closing each connection after its answer. */
const draining = new WeakSet<App>();

/**
 * A stopping node's lame-duck period (shutdown.ts, SHUTDOWN_DRAIN_MS): every answer carries
 * `Connection: close`, so the proxy in front closes its kept-alive connections to this node itself, one
 * after each answer. A server that closes an idle kept-alive connection races the proxy, which may be
 * sending a request on it at that instant; nginx does not resend a POST that reached a node (a purchase
 * must not run twice), so the visitor would get a 502 (seen once in the rolling-upgrade cluster test).
 * Once the proxy holds no idle connection to the node, closing the listener only refuses new connections,
 * which nginx moves to another node, POSTs included.
 */
export function registerDrainHandling(app: App): void {
  app.server.on('request', (_request, response) => {
    if (draining.has(app)) response.shouldKeepAlive = false;
  });
}

export function startDraining(app: App): void {
  draining.add(app);
}

/** True during the lame-duck period: /readyz answers 503 so health-checking balancers stop sending here. */
export function isDraining(app: App): boolean {
  return draining.has(app);
}
