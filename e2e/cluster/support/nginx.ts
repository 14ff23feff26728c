import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  readLog,
  runLocalNginx,
  SITE_CONFIG,
  testSiteConfig,
  type Upstream,
} from '../../../apps/server/test/nginx-site.ts';

/**
 * The cluster run's front door: Debian's nginx running the site config we ship, deploy/nginx/guangzi.conf,
 * as an unprivileged process under a temporary prefix, made local by apps/server/test/nginx-site.ts: the
 * upstream's server lines name the test's nodes (their parameters kept), the site listens on
 * 127.0.0.1:<port> without TLS (the certificate lines go), and the files-origin and port-80 server blocks are
 * left out (the run does not set FILES_ORIGIN). Its access log says which node answered each request.
 */
export type { Upstream };

export interface FrontDoor {
  url: string;
  /** Requests each node answered (the last upstream nginx tried), from the access log. */
  served(): Record<string, number>;
  close(): Promise<void>;
}

export async function startNginx(upstreams: Upstream[], port: number, prefix: string): Promise<FrontDoor> {
  const accessLog = path.join(prefix, 'logs', 'access.log');
  const nginx = await runLocalNginx({
    prefix,
    site: testSiteConfig(readFileSync(SITE_CONFIG, 'utf8'), upstreams, port),
    http: [
      "log_format cluster '$status|$upstream_addr|$upstream_status|$request_method $uri';",
      `access_log ${accessLog} cluster;`,
    ],
    ready: async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok,
  });
  const byPort = new Map(upstreams.map((u) => [String(u.port), u.name]));
  return {
    url: `http://127.0.0.1:${port}`,
    served() {
      const counts: Record<string, number> = Object.fromEntries(upstreams.map((u) => [u.name, 0]));
      for (const line of readLog(accessLog).split('\n')) {
        // "status|127.0.0.1:a, 127.0.0.1:b|…": the last address tried answered.
        const answered = line.split('|')[1]?.split(', ').at(-1)?.split(':').at(-1);
        const name = answered && byPort.get(answered);
        if (name) counts[name] = (counts[name] ?? 0) + 1;
      }
      return counts;
    },
    close: nginx.close,
  };
}
