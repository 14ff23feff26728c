/**
 * Sums a V8 .cpuprofile (node --cpu-prof) by where the time went: self time per package or file of ours,
 * V8's own buckets (GC, program, idle), native JSON; the top functions by self time; and the inclusive
 * time under a few frames worth knowing (the render, the loaders' in-process API calls, compression).
 */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The bucket of one frame: a package under node_modules, our own file, or V8's and Node's internals. */
function bucketOf(frame: CallFrame, root: string): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName.startsWith('(')) return functionName;
    if (/^(parse|stringify)$/.test(functionName)) return `native JSON.${functionName}`;
    return `native ${functionName || '(anonymous)'}`;
  }
  if (url.startsWith('node:')) return `node ${url.replace(/^node:(internal\/)?/, '').split('/')[0]}`;
  const file = url.replace(/^file:\/\//, '');
  const nodeModules = file.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const parts = file.slice(nodeModules + 14).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return file.startsWith(root) ? file.slice(root.length + 1) : file;
}

/** Inclusive time under frames whose function name (or file) matches: each sample counted once per label. */
const INCLUSIVE: Record<string, (frame: CallFrame) => boolean> = {
  'react-dom render (renderToPipeableStream work)': (f) =>
    f.url.includes('react-dom-server') && /^(performWork|retryNode|renderNode)$/.test(f.functionName),
  'fastify inject (loaders → API in process)': (f) =>
    f.functionName === 'inject' && f.url.includes('fastify'),
  'zlib / compression': (f) => f.url.startsWith('node:zlib') || f.url.includes('@fastify/compress'),
  'JSON.parse': (f) => !f.url && f.functionName === 'parse',
  'JSON.stringify': (f) => !f.url && f.functionName === 'stringify',
  'pg driver': (f) => f.url.includes('/node_modules/pg'),
  'drizzle-orm': (f) => f.url.includes('/node_modules/drizzle-orm'),
  'react-router (server runtime)': (f) => f.url.includes('/node_modules/react-router/'),
};

/**
 * `lastMs`: only the samples of the profile's last milliseconds (the measured requests, not the start-up's
 * module loading); `requests` divides the totals into a per-request figure.
 */
export function summariseProfile(profile: CpuProfile, root: string, lastMs = Infinity, requests = 1): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfMs = new Map<number, number>();
  const from = profile.endTime - lastMs * 1000;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= from) selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });

  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (const [id, ms] of selfMs) {
    const node = byId.get(id)!;
    const bucket = bucketOf(node.callFrame, root);
    if (bucket === '(idle)') continue;
    busy += ms;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${bucket}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    const labels = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const frame = byId.get(up)!.callFrame;
      for (const [label, matches] of Object.entries(INCLUSIVE)) if (matches(frame)) labels.add(label);
      // Whatever runs under a file of ours (its callees in packages included).
      const bucket = bucketOf(frame, root);
      if (bucket.startsWith('apps/')) labels.add(`under ${bucket}`);
    }
    for (const label of labels) inclusive.set(label, (inclusive.get(label) ?? 0) + ms);
  }
  const table = (entries: Map<string, number>, limit: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(
        ([name, ms]) =>
          `${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${(ms / requests).toFixed(2).padStart(6)} ms/req  ${name}`,
      )
      .join('\n');
  return [
    `busy (not idle): ${busy.toFixed(0)} ms, ${(busy / requests).toFixed(1)} ms per request`,
    'self time by bucket:',
    table(buckets, 30),
    'inclusive:',
    table(inclusive, 30),
    'top functions (self):',
    table(functions, 40),
  ].join('\n');
}
