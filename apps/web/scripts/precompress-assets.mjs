// After `react-router build`: writes a .br and a .gz next to every text file of the client build (JS, CSS,
// SVG, …) so that the server hands them out as they are (@fastify/static `preCompressed`, see
// apps/server/src/web/serve-web.ts) instead of compressing the same bytes on every request. Compressed once,
// so the strongest settings are affordable here (brotli 11, gzip 9), unlike per-request compression.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this the saving is a few hundred bytes at most; the server then sends the file as it is. */
const MIN_BYTES = 1024;
/** Only keep a variant that saves something worth a second file. */
const MAX_RATIO = 0.9;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && TEXT.test(entry.name)) yield full;
  }
}

async function precompress(file) {
  const { size } = await stat(file);
  if (size < MIN_BYTES) return 0;
  const source = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, bytes] of [
    ['.br', br],
    ['.gz', gzipped],
  ]) {
    if (bytes.length >= size * MAX_RATIO) continue;
    await writeFile(file + suffix, bytes);
    written += 1;
  }
  return written;
}

const clientDir = path.resolve(process.env.WEB_BUILD_DIR ?? 'build', 'client');
let count = 0;
for await (const file of files(clientDir)) count += await precompress(file);
console.log(`precompressed ${count} variants under ${path.relative(process.cwd(), clientDir) || '.'}`);
