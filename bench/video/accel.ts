/**
 * bench/video's third server: the platform behind Debian's nginx as docs/operations.md "nginx" deploys it
 * with FILES_ACCEL_REDIRECT and MEDIA_SEGMENT_SECRET — deploy/nginx/guangzi.conf's own site block (made
 * local the way the cluster test does, apps/server/test/nginx-site.ts), its storage locations pointed at the
 * bench's storage folder and its segment location given the platform's secret. A segment goes viewer →
 * nginx (secure_link check, the file by sendfile) and never reaches the platform; playlists and the key go
 * through the platform as before.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_CONFIG, testSiteConfig } from '../../apps/server/test/nginx-site.ts';
import { freePort } from '../lib/platform.ts';
import { runNginx, type StaticServer } from './nginx.ts';

/** The prefix the shipped config's internal location has, which the platform is started with. */
export const ACCEL_PREFIX = '/_files_internal/';
/** MEDIA_SEGMENT_SECRET of the bench's platform and its nginx (bench only: a fixed value is fine here). */
export const BENCH_SEGMENT_SECRET = 'bench-video-segment-secret-0123456789abcdef';

export async function startAccelFront(
  storageDir: string,
  platformPort: number,
  probePath: string,
): Promise<StaticServer> {
  const port = await freePort();
  // The shipped upstream names two nodes; here both lines name the one platform, the second dropped.
  const site = testSiteConfig(
    readFileSync(SITE_CONFIG, 'utf8'),
    [
      { name: 'a', port: platformPort },
      { name: 'b', port: platformPort },
    ],
    port,
    { storageDir, segmentSecret: BENCH_SEGMENT_SECRET },
  ).replace(/^(\s*server 127\.0\.0\.1:\d+.*\n)\1/m, '$1');
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
