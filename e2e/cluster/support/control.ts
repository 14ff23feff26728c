import { inject } from 'vitest';
import type { NodeName, ToolRun } from './cluster.ts';

/** The cluster's control endpoint (support/global-setup.ts): kill and start its parts, run operator tools. */
async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('controlURL')}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`cluster control ${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface ClusterState {
  ports: Record<NodeName, number>;
  /** Requests each api/web node answered through nginx so far. */
  served: Record<string, number>;
  /** The nodes' shared settings (database, Redis, S3, secrets). */
  env: Record<string, string>;
}

export const cluster = {
  kill: (node: NodeName) => send('POST', '/kill', { node }),
  start: (node: NodeName) => send('POST', '/start', { node }),
  stop: (node: NodeName) => send('POST', '/stop', { node }),
  stopRedis: () => send('POST', '/redis/stop'),
  startRedis: () => send('POST', '/redis/start'),
  stopS3: () => send('POST', '/s3/stop'),
  startS3: () => send('POST', '/s3/start'),
  state: () => send<ClusterState>('GET', '/state'),
  /** Ships the next build (support/release.ts): nodes started after this run it. */
  release: () => send<string>('POST', '/release'),
  tool: (entry: string, args: string[] = [], env: Record<string, string> = {}) =>
    send<ToolRun>('POST', '/tool', { entry, args, env }),
  /** A node's own address, bypassing the proxy (to ask each node the same question). */
  async nodeUrl(node: NodeName): Promise<string> {
    return `http://127.0.0.1:${(await cluster.state()).ports[node]}`;
  },
};
