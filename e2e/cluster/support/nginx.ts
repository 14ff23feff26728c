import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stopGroup, until } from '../../../apps/server/test/processes.ts';

/**
 * The cluster run's front door: Debian's nginx (/usr/sbin/nginx, scripts/ensure-system.sh) running the
 * site config we ship, deploy/nginx/guangzi.conf, as an unprivileged process under a temporary prefix.
 * Only what cannot be the same on one computer is changed, each change checked so that a config that no
 * longer fits fails here loudly: the upstream's server lines name the test's nodes (their parameters kept),
 * the site listens on 127.0.0.1:<port> without TLS (the certificate lines go), and the files-origin and
 * port-80 server blocks are left out (the run does not set FILES_ORIGIN). Its access log says which node
 * answered each request.
 */
export const SITE_CONFIG = path.resolve(import.meta.dirname, '../../../deploy/nginx/guangzi.conf');
const NGINX = '/usr/sbin/nginx';

export interface Upstream {
  name: string;
  port: number;
}

export interface FrontDoor {
  url: string;
  /** Requests each node answered (the last upstream nginx tried), from the access log. */
  served(): Record<string, number>;
  close(): Promise<void>;
}

/** Top-level blocks of an nginx file (`upstream … { … }`, `server { … }`), with the text before each. */
function blocks(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '#') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      found.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  return found;
}

function replaceChecked(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/guangzi.conf: ${what} not found`);
  return text.replace(pattern, replacement);
}

/** deploy/nginx/guangzi.conf for this computer (see the comment above). */
export function testSiteConfig(text: string, upstreams: Upstream[], port: number): string {
  const all = blocks(text);
  const upstream = all.find((b) => /^\s*upstream guangzi \{/m.test(b.replace(/#.*$/gm, '')));
  const site = all.find((b) => /listen 443 ssl/.test(b) && /server_name www\.example\.com;/.test(b));
  if (!upstream || !site)
    throw new Error('deploy/nginx/guangzi.conf: upstream guangzi or the site block not found');
  const servers = [...upstream.matchAll(/^(\s*)server \S+(.*)$/gm)];
  if (servers.length !== upstreams.length)
    throw new Error(
      `deploy/nginx/guangzi.conf: ${servers.length} upstream servers, the test has ${upstreams.length}`,
    );
  let nodes = upstream;
  servers.forEach((line, index) => {
    nodes = nodes.replace(line[0], `${line[1]}server 127.0.0.1:${upstreams[index]!.port}${line[2]}`);
  });
  let local = replaceChecked(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${port};`, 'listen 443');
  local = replaceChecked(local, /server_name www\.example\.com;/, 'server_name 127.0.0.1;', 'server_name');
  local = replaceChecked(local, /^\s*ssl_certificate\s.*\n/m, '', 'ssl_certificate');
  local = replaceChecked(local, /^\s*ssl_certificate_key\s.*\n/m, '', 'ssl_certificate_key');
  return `${nodes}\n${local}\n`;
}

export async function startNginx(upstreams: Upstream[], port: number, prefix: string): Promise<FrontDoor> {
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir), { recursive: true });
  const site = path.join(prefix, 'guangzi.conf');
  writeFileSync(site, testSiteConfig(readFileSync(SITE_CONFIG, 'utf8'), upstreams, port));
  const accessLog = path.join(prefix, 'logs', 'access.log');
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  // What Debian's /etc/nginx/nginx.conf gives the site, with every path under the prefix (no root needed).
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      "  log_format cluster '$status|$upstream_addr|$upstream_status|$request_method $uri';",
      `  access_log ${accessLog} cluster;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    NGINX,
    [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-e',
      path.join(prefix, 'logs', 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  await until('nginx', 10_000, async () => {
    if (exited) return 'stopped';
    return (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok)) || null;
  });
  if (exited) throw new Error(`nginx stopped at start:\n${readLog(path.join(prefix, 'logs', 'error.log'))}`);
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
    close: () => stopGroup(child, 'SIGQUIT'),
  };
}

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
