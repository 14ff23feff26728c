// Compiles the server and its command-line tools to plain JavaScript in apps/server/dist (what production runs:
// `node apps/server/dist/main.js`, no TypeScript loader). One esbuild bundle with shared chunks: our code and
// the workspace contract (TypeScript sources) are bundled; every npm dependency stays an import resolved from
// node_modules at run time, as in development. `npm run build` runs this after the web build.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');

/** The entry points: the server and each tool (their names are the compiled files' names). */
export const entries = {
  main: 'src/main.ts',
  'cli/seed': 'src/cli/seed.ts',
  'cli/wallet-audit': 'src/cli/wallet-audit.ts',
  'cli/media-import': 'src/cli/media-import.ts',
  'cli/invoice-issue': 'src/cli/invoice-issue.ts',
  'cli/creator-review': 'src/cli/creator-review.ts',
  'cli/admin-create': 'src/cli/admin-create.ts',
};

/** Bare imports stay external, except the workspace's own packages (shipped as TypeScript sources). */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: serverDir,
  entryPoints: Object.fromEntries(
    Object.entries(entries).map(([name, file]) => [name, path.join(serverDir, file)]),
  ),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(
  `server compiled to ${path.relative(process.cwd(), outdir) || outdir} in ${Date.now() - started} ms`,
);
