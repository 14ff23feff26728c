import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../apps/server/test/processes.ts';
import { freshE2eDatabase } from '../../support/database.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type NodeName } from './cluster.ts';
import { startNginx } from './nginx.ts';

/**
 * `npm run test:cluster`: starts the cluster (support/cluster.ts) behind nginx running the site config we
 * ship (support/nginx.ts, deploy/nginx/guangzi.conf), and a small control endpoint through which the tests
 * kill and start its parts, ship a new build and run operator tools. Tests reach the platform at `baseURL`
 * (nginx) exactly as browsers reach a production site.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const database = await freshE2eDatabase();
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const cluster = await startCluster({ databaseUrl: database.url, publicUrl });
  const nginxPrefix = mkdtempSync(path.join(os.tmpdir(), 'cluster-nginx-'));
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  try {
    proxy = await startNginx(
      [
        { name: 'a', port: cluster.ports.a },
        { name: 'b', port: cluster.ports.b },
      ],
      proxyPort,
      nginxPrefix,
    );
  } catch (error) {
    await cluster.close();
    await database.drop();
    throw error;
  }
  console.log(`cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${proxy.url}`);

  const actions: Record<string, (body: any) => Promise<unknown>> = {
    'POST /kill': ({ node }) => cluster.kill(node as NodeName),
    'POST /start': ({ node }) => cluster.start(node as NodeName),
    'POST /stop': ({ node }) => cluster.stop(node as NodeName),
    'POST /redis/stop': () => cluster.stopRedis(),
    'POST /redis/start': () => cluster.startRedis(),
    'POST /s3/stop': () => cluster.stopS3(),
    'POST /s3/start': () => cluster.startS3(),
    'POST /tool': ({ entry, args, env }) => cluster.tool(entry, args, env),
    'POST /release': async () => cluster.release(),
    'GET /state': async () => ({ ports: cluster.ports, served: proxy.served(), env: cluster.env }),
  };
  const control = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const action = actions[`${request.method} ${request.url}`];
    try {
      if (!action) throw new Error(`no control action ${request.method} ${request.url}`);
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify((await action(body)) ?? null));
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String((error as Error).stack));
    }
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

  project.provide('baseURL', proxy.url);
  project.provide('controlURL', `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
  project.provide('databaseUrl', database.url);
  project.provide('dataDir', '');
  return async () => {
    control.close();
    const served = proxy.served();
    await proxy.close();
    rmSync(nginxPrefix, { recursive: true, force: true });
    try {
      await cluster.close();
    } finally {
      await database.drop();
    }
    console.log(
      `cluster run took ${((Date.now() - started) / 1000).toFixed(1)} s; requests per node: ${JSON.stringify(served)}`,
    );
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    controlURL: string;
  }
}
