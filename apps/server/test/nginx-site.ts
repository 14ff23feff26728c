import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stopGroup, until } from './processes.ts';

/**
 * The site config we ship, deploy/nginx/guangzi.conf, made to run on this computer as an unprivileged
 * Debian nginx (/usr/sbin/nginx, scripts/ensure-system.sh) under a temporary prefix: for the cluster run's
 * front door (e2e/cluster/support/nginx.ts), the nginx-and-node agreement test of segment links
 * (platform/storage/nginx-segments.test.ts) and bench/video's third server (bench/video/accel.ts). Only what
 * cannot be the same on one computer is changed, each change checked so that a config that no longer fits
 * fails loudly: the upstream's server lines name local nodes (their parameters kept), a server block listens
 * on 127.0.0.1:<port> without TLS (the certificate lines go), and the port-80 block is left out.
 */
export const SITE_CONFIG = path.resolve(import.meta.dirname, '../../../deploy/nginx/guangzi.conf');
export const NGINX = '/usr/sbin/nginx';
/** Where MEDIA_SEGMENT_SECRET goes in a segment location of deploy/nginx/guangzi.conf. */
const SECRET_PLACEHOLDER =
  /^([ \t]*secure_link_md5 "\$secure_link_expires\$uri )MEDIA_SEGMENT_SECRET_HERE(";)$/gm;
/** The storage folder the shipped locations alias (the internal files location and the segment location). */
const STORAGE_ALIAS = /^([ \t]*alias )\/var\/lib\/guangzi\/data\/storage\/((?:\$1)?;)$/gm;

export interface Upstream {
  name: string;
  port: number;
}

export interface LocalSiteOptions {
  /** Where the locations that read the nodes' <DATA_DIR>/storage read it instead. */
  storageDir?: string;
  /** MEDIA_SEGMENT_SECRET for the segment locations (left as the placeholder when absent). */
  segmentSecret?: string;
  /** Also the files-origin block, on this port (it is left out otherwise). */
  filesPort?: number;
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

/** Replaces every match of a global pattern, which must match exactly `count` times. */
function replaceAll(text: string, pattern: RegExp, replacement: string, count: number, what: string) {
  const found = text.match(pattern)?.length ?? 0;
  if (found !== count)
    throw new Error(`deploy/nginx/guangzi.conf: ${found} ${what} in a block, not ${count}`);
  return text.replace(pattern, replacement);
}

/** One server block of the shipped file on 127.0.0.1:<port>, with the options' folder and secret. */
function localServer(block: string, name: string, port: number, options: LocalSiteOptions): string {
  let local = replaceChecked(block, /listen 443 ssl http2;/, `listen 127.0.0.1:${port};`, 'listen 443');
  local = replaceChecked(local, new RegExp(`server_name ${name};`), 'server_name 127.0.0.1;', 'server_name');
  local = replaceChecked(local, /^\s*ssl_certificate\s.*\n/m, '', 'ssl_certificate');
  local = replaceChecked(local, /^\s*ssl_certificate_key\s.*\n/m, '', 'ssl_certificate_key');
  if (options.storageDir)
    local = replaceAll(local, STORAGE_ALIAS, `$1${options.storageDir}/$2`, 2, 'storage aliases');
  if (options.segmentSecret !== undefined) {
    if (!/^[A-Za-z0-9_-]{32,128}$/.test(options.segmentSecret)) throw new Error('not a MEDIA_SEGMENT_SECRET');
    local = replaceAll(local, SECRET_PLACEHOLDER, `$1${options.segmentSecret}$2`, 1, 'segment secrets');
  }
  return local;
}

/** deploy/nginx/guangzi.conf for this computer (see the comment above). */
export function testSiteConfig(
  text: string,
  upstreams: Upstream[],
  port: number,
  options: LocalSiteOptions = {},
): string {
  const all = blocks(text);
  const upstream = all.find((b) => /^\s*upstream guangzi \{/m.test(b.replace(/#.*$/gm, '')));
  const server = (name: string) =>
    all.find((b) => /listen 443 ssl/.test(b) && new RegExp(`server_name ${name};`).test(b));
  const site = server('www\\.example\\.com');
  const files = server('files\\.example\\.com');
  if (!upstream || !site || !files)
    throw new Error('deploy/nginx/guangzi.conf: upstream guangzi, the site or the files block not found');
  const servers = [...upstream.matchAll(/^(\s*)server \S+(.*)$/gm)];
  if (servers.length !== upstreams.length)
    throw new Error(
      `deploy/nginx/guangzi.conf: ${servers.length} upstream servers, the test has ${upstreams.length}`,
    );
  let nodes = upstream;
  servers.forEach((line, index) => {
    nodes = nodes.replace(line[0], `${line[1]}server 127.0.0.1:${upstreams[index]!.port}${line[2]}`);
  });
  const parts = [nodes, localServer(site, 'www\\.example\\.com', port, options)];
  if (options.filesPort !== undefined)
    parts.push(localServer(files, 'files\\.example\\.com', options.filesPort, options));
  return `${parts.join('\n')}\n`;
}

/**
 * Debian's nginx in the foreground of a process group of its own, from `prefix` (logs and temporary files
 * under it, no root needed), its http block holding `http` and the given site; answers once `ready` does.
 */
export async function runLocalNginx(options: {
  prefix: string;
  site: string;
  http?: string[];
  ready: () => Promise<boolean>;
}): Promise<{ child: ChildProcess; errorLog: string; close: () => Promise<void> }> {
  const { prefix } = options;
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir), { recursive: true });
  const site = path.join(prefix, 'guangzi.conf');
  writeFileSync(site, options.site);
  const errorLog = path.join(prefix, 'logs', 'error.log');
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  // What Debian's /etc/nginx/nginx.conf gives the site, with every path under the prefix.
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      // As root, nginx's workers would drop to nobody and could not read a test's storage folder (0700).
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...(options.http ?? []).map((line) => `  ${line}`),
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog, '-g', 'daemon off;'];
  const child = spawn(NGINX, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  let exited = false;
  child.once('exit', () => (exited = true));
  await until('nginx', 10_000, async () => (exited ? 'stopped' : (await options.ready()) || null));
  if (exited) throw new Error(`nginx stopped at start:\n${readLog(errorLog)}`);
  return { child, errorLog, close: () => stopGroup(child, 'SIGQUIT') };
}

export function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
