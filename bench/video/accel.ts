/**
 * bench/video's third server: the platform behind Debian's nginx as docs/operations.md "nginx" deploys it
 * with FILES_ACCEL_REDIRECT — deploy/nginx/guangzi.conf's own site block (made local the way the cluster
 * test does, e2e/cluster/support/nginx.ts), its `/_files_internal/` location pointed at the bench's
 * storage folder. A segment goes viewer → nginx → platform (signature check, headers only) → nginx (the
 * file, sendfile).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_CONFIG, testSiteConfig } from '../../e2e/cluster/support/nginx.ts';
import { freePort, start, waitFor } from '../lib/platform.ts';
import type { StaticServer } from './nginx.ts';

/** The prefix the shipped config's internal location has, which the platform is started with. */
export const ACCEL_PREFIX = '/_files_internal/';

export async function startAccelFront(
  storageDir: string,
  platformPort: number,
  probePath: string,
): Promise<StaticServer> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-video-accel-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  // The shipped upstream names two nodes; here both lines name the one platform, the second dropped.
  let site = testSiteConfig(
    readFileSync(SITE_CONFIG, 'utf8'),
    [
      { name: 'a', port: platformPort },
      { name: 'b', port: platformPort },
    ],
    port,
  ).replace(/^(\s*server 127\.0\.0\.1:\d+.*\n)\1/m, '$1');
  const alias = /alias \/var\/lib\/guangzi\/data\/storage\/;/;
  if (!alias.test(site)) throw new Error('deploy/nginx/guangzi.conf: the internal files location not found');
  site = site.replace(alias, `alias ${storageDir}/;`);
  writeFileSync(path.join(prefix, 'guangzi.conf'), site);
  const asRoot = process.getuid?.() === 0;
  // What Debian's /etc/nginx/nginx.conf gives the site, tuned as bench/video/nginx.ts's ceiling is.
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `# bench/video's platform behind nginx (written by bench/video/accel.ts)
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
  include ${prefix}/guangzi.conf;
}
`,
  );
  const child = start('/usr/sbin/nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {});
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}${probePath}`, child);
  return { origin, pid: child.pid!, child };
}
