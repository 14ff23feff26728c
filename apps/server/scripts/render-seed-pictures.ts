/**
 * Regenerates the committed seed cache of ray-traced demo pictures (apps/server/seed-cache/pictures): seeds
 * the demo into a throw-away data directory — tracing with POV-Ray only the scenes not already committed —
 * then copies every scene picture the demo used into the seed cache and deletes the ones it no longer uses.
 * Run after changing a scene (povray-scene.ts, seed/scenes.ts) or a seeded title:
 *   npx tsx apps/server/scripts/render-seed-pictures.ts
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const tmp = await mkdtemp(path.join(os.tmpdir(), 'seed-pictures-'));
process.env.DATA_DIR = tmp;
process.env.DEMO_PICTURE_CACHE_DIR = path.join(tmp, 'cache');
delete process.env.DATABASE_URL;
const { withCliContext } = await import('../src/cli/cli-context.ts');
const { ensureDemoData } = await import('../src/seed/ensure-demo-data.ts');
const { SEED_PICTURE_DIR, scenePicturesUsed } = await import('../src/seed/demo-pictures.ts');

const started = Date.now();
try {
  await withCliContext(
    async (ctx) => {
      await ensureDemoData(ctx);
      return 0;
    },
    { database: 'create', refuse: () => null },
  );
  const committed = new Set(await readdir(SEED_PICTURE_DIR).catch(() => []));
  let added = 0;
  for (const name of scenePicturesUsed) {
    if (committed.delete(name)) continue;
    await copyFile(path.join(tmp, 'cache', name), path.join(SEED_PICTURE_DIR, name));
    added++;
  }
  for (const stale of committed) await rm(path.join(SEED_PICTURE_DIR, stale));
  console.log(
    `seed pictures: ${scenePicturesUsed.size} used, ${added} added, ${committed.size} removed, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await rm(tmp, { recursive: true, force: true });
}
