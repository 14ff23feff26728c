/**
 * bench/video's third server: the platform behind Debian's nginx as docs/operations.md "nginx" deploys it
 * with FILES_ACCEL_REDIRECT — deploy/nginx/guangzi.conf's own site block (made local the way the cluster
 * test does, e2e/cluster/support/nginx.ts), its `/_files_internal/` location pointed at the bench's
 * storage folder. A segment goes viewer → nginx → platform (signature check, headers only) → nginx (the
 * file, sendfile).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_CONFIG, testSiteConfig } from '../../e2e/cluster/support/nginx.ts';
import { freePort } from '../lib/platform.ts';
import { runNginx, type StaticServer } from './nginx.ts';

/** The prefix the shipped config's internal location has, which the platform is started with. */
export const ACCEL_PREFIX = '/_files_internal/';

export async function startAccelFront(
  storageDir: string,
  platformPort: number,
  probePath: string,
): Promise<StaticServer> {
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
  // What Debian's /etc/nginx/nginx.conf gives the site, tuned as the ceiling is (runNginx).
  return runNginx({
    name: 'accel',
    title: "bench/video's platform behind nginx",
    http: (prefix) => {
      writeFileSync(path.join(prefix, 'guangzi.conf'), site);
      return `include ${prefix}/guangzi.conf;`;
    },
    origin: `http://127.0.0.1:${port}`,
    probePath,
  });
}
