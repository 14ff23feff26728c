/**
 * The ceiling of bench/video: Debian's nginx serving the platform's stored segment files straight from disk
 * (sendfile, no checks), at the same paths as the platform's `/files/` links and the segment links nginx
 * checks (`/files/_hls/`), so the viewers change only the origin. It runs as this user, in the foreground, from a throw-away prefix.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, start, waitFor } from '../lib/platform.ts';

export interface StaticServer {
  origin: string;
  /** The master process; its workers are its children (their CPU is summed by run.ts). */
  pid: number;
  child: ChildProcess;
}

export async function startNginx(storageDir: string, probeKey: string): Promise<StaticServer> {
  const port = await freePort();
  return runNginx({
    name: 'nginx',
    title: "bench/video's static ceiling",
    http: `types { video/mp2t ts; application/vnd.apple.mpegurl m3u8; }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    location /files/ { alias ${storageDir}/; }
    location /files/_hls/ { alias ${storageDir}/; }
  }`,
    origin: `http://127.0.0.1:${port}`,
    probePath: `/files/${probeKey}`,
  });
}

/**
 * Debian's nginx (installed when missing) in the foreground from a throw-away prefix, tuned for many
 * keep-alive viewers; `http` is what the http block holds besides that tuning (written with the prefix, so
 * an `include` of a file put there works). Answers once `origin` + `probePath` answers.
 */
export async function runNginx(options: {
  name: string;
  title: string;
  http: string | ((prefix: string) => string);
  origin: string;
  probePath: string;
}): Promise<StaticServer> {
  execFileSync('bash', [path.join(root, 'scripts/ensure-system.sh'), 'nginx'], { stdio: 'inherit' });
  const prefix = mkdtempSync(path.join(os.tmpdir(), `bench-video-${options.name}-`));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir));
  const http = typeof options.http === 'function' ? options.http(prefix) : options.http;
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `# ${options.title} (written by bench/video)
${asRoot ? 'user root;' : ''}
daemon off;
worker_processes ${os.availableParallelism()};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 16384; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 120s;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  ${http}
}
`,
  );
  const child = start('/usr/sbin/nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {});
  await waitFor(`${options.origin}${options.probePath}`, child);
  return { origin: options.origin, pid: child.pid!, child };
}
