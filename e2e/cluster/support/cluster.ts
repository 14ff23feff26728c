import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import {
  TEST_DEMO_PICTURE_CACHE_DIR,
  TEST_DEMO_VIDEO_CACHE_DIR,
} from '../../../apps/server/test/demo-picture-cache.ts';
import { reportFaults } from '../../../apps/server/test/faults.ts';
import { freePort, stopGroup, until, waitReady } from '../../../apps/server/test/processes.ts';
import { addMultipartExtras } from '../../../apps/server/test/s3rver-multipart.ts';
import { withClient } from '../../support/database.ts';
import { makeRelease } from './release.ts';

/**
 * The cluster run's machines, on one computer: Redis (Debian's redis-server), an S3 double (s3rver, with the
 * CORS rule a bucket needs for the browser's direct uploads and HLS segment reads), the compiled production
 * build (`node apps/server/dist/main.js`) as two ROLES=api,web nodes and one ROLES=worker node, all on one
 * PostgreSQL database. Each part can be killed and started again; every kill or stop counts as a fault.
 */
export type NodeName = 'a' | 'b' | 'worker';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const BUCKET = 'cluster-bucket';
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>
<AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader>
<ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export interface ToolRun {
  status: number | null;
  output: string;
}

export interface Cluster {
  env: Record<string, string>;
  ports: Record<NodeName, number>;
  faults: Record<string, number>;
  kill(node: NodeName): Promise<void>;
  /** A graceful stop (SIGTERM, as a deploy does): not a fault. */
  stop(node: NodeName): Promise<void>;
  /** Starts the part again; nothing when it runs already. */
  start(node: NodeName): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  stopS3(): Promise<void>;
  startS3(): Promise<void>;
  /**
   * Ships a new build (support/release.ts: this build plus an additive migration): nodes started from now on
   * run it; the first applies the migration. Answers the release's folder.
   */
  release(): string;
  /** Runs a compiled tool (`cli/wallet-audit`) or a script (`scripts/backup.sh`) on the cluster's data, as staff would. */
  tool(entry: string, args?: string[], env?: Record<string, string>): Promise<ToolRun>;
  close(): Promise<void>;
}

export async function startCluster(options: { databaseUrl: string; publicUrl: string }): Promise<Cluster> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'platform-cluster-'));
  const [redisPort, s3Port, a, b, worker] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));
  const ports: Record<NodeName, number> = { a: a!, b: b!, worker: worker! };
  const faults: Record<string, number> = {};
  const fault = (kind: string) => (faults[kind] = (faults[kind] ?? 0) + 1);
  const s3Dir = path.join(root, 's3');
  mkdirSync(s3Dir);

  // Development mode on the compiled build: the journeys pay through the sandbox cashier, read SMS codes from
  // the outbox and use the demo catalogue, which production refuses. The secrets are set, shared by all nodes
  // (a node generating its own would sign links the others refuse).
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DEMO_PICTURE_CACHE_DIR: TEST_DEMO_PICTURE_CACHE_DIR,
    // The narrated lessons' 课程导学 only (featured lessons play them too), from a cache kept between runs.
    DEMO_MEDIA: 'guides',
    DEMO_VIDEO_CACHE_DIR: TEST_DEMO_VIDEO_CACHE_DIR,
    APP_SECRET: randomBytes(32).toString('hex'),
    MEDIA_KEY_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    PUBLIC_URL: options.publicUrl,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    NO_DEMO_DATA: 'true',
    // A killed worker's job is taken again 5 s after its last heartbeat.
    JOB_LEASE_SECONDS: '5',
    RENDER_PREVIEW_DELAY_MS: '3000',
    RENDER_PREVIEW_BILLING: 'charge',
    // The SDK's notice that its 2027 releases will need Node 22, printed by every process: noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };

  let redis: ChildProcess | null = null;
  const startRedis = async () => {
    if (redis) return;
    redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore', detached: true },
    );
    await until('redis', 10_000, () => answersPing(redisPort));
  };

  let s3: S3rver | null = null;
  const startS3 = async () => {
    if (s3) return;
    s3 = new S3rver({
      address: '127.0.0.1',
      port: s3Port,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [CORS] }],
    });
    addMultipartExtras(s3, s3Dir);
    await s3.run();
  };

  const nodes = new Map<NodeName, ChildProcess>();
  /** The release nodes start from: this repository, until release() ships the next one. */
  let build = repoRoot;
  /** Starts the node unless it runs already. */
  const start = async (name: NodeName) => {
    if (nodes.has(name)) return;
    const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
      cwd: build,
      env: {
        ...process.env,
        ...env,
        ROLES: name === 'worker' ? 'worker' : 'api,web',
        PORT: String(ports[name]),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(root, `node-${name}`),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    nodes.set(name, child);
    await waitReady(`http://127.0.0.1:${ports[name]}`, child);
  };

  // Asynchronous: the proxy serves from this same process meanwhile.
  const tool: Cluster['tool'] = (entry, args = [], extra = {}) =>
    new Promise((resolve) => {
      // A script (scripts/backup.sh) or a compiled tool (cli/wallet-audit).
      const [command, commandArgs] = entry.endsWith('.sh')
        ? ['bash', [entry, ...args]]
        : [process.execPath, [`apps/server/dist/${entry}.js`, ...args]];
      const child = spawn(command, commandArgs, {
        cwd: repoRoot,
        env: { ...process.env, ...env, DATA_DIR: path.join(root, 'operator'), ...extra },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status) => resolve({ status, output }));
    });

  const close = async () => {
    await Promise.all([...nodes.values()].map((child) => stopGroup(child, 'SIGTERM')));
    if (redis) await stopGroup(redis, 'SIGKILL');
    await s3?.close();
    if (Object.keys(faults).length > 0) reportFaults('cluster', faults);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await Promise.all([startRedis(), startS3()]);
    // The demo catalogue (pictures and downloads into the bucket, the demo videos queued for the worker).
    const seeded = await tool('cli/seed');
    if (seeded.status !== 0) throw new Error(`db:seed failed:\n${seeded.output}`);
    // The four demo videos (drawn by ffmpeg, then transcoded: minutes of both cores) are left out: the play
    // journey imports a short clip of its own, transcoded by the worker while the other journeys run.
    await withClient(options.databaseUrl, (client) =>
      client.query(`delete from jobs where kind = 'demo.make-clip' and state = 'queued'`),
    );
    // All three at once, as a fresh cluster starts: they take turns migrating (db/client.ts).
    await Promise.all((['a', 'b', 'worker'] as const).map(start));
  } catch (error) {
    await close();
    throw error;
  }

  return {
    env,
    ports,
    faults,
    async kill(name) {
      const child = nodes.get(name);
      if (!child) return;
      fault(`kill -9 ${name === 'worker' ? 'worker node' : 'api/web node'}`);
      await stopGroup(child, 'SIGKILL');
      nodes.delete(name);
    },
    async stop(name) {
      const child = nodes.get(name);
      if (child) await stopGroup(child, 'SIGTERM');
      nodes.delete(name);
    },
    start,
    release() {
      build = makeRelease(repoRoot, path.join(root, 'release-2'));
      return build;
    },
    async stopRedis() {
      if (!redis) return;
      fault('Redis stopped');
      await stopGroup(redis, 'SIGKILL');
      redis = null;
    },
    startRedis,
    async stopS3() {
      if (!s3) return;
      fault('S3 stopped');
      await s3.close();
      s3 = null;
    },
    startS3,
    tool,
    close,
  };
}

/** True once Redis answers PING on the port (null before: not listening yet). */
function answersPing(port: number): Promise<true | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG') ? true : null);
    });
    socket.once('error', () => resolve(null));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(null);
    });
  });
}
