import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { enqueueJob } from '../platform/jobs/queue.ts';
import type { JobHandler } from '../platform/jobs/runner.ts';
import { runTool } from '../platform/media/probe.ts';
import { syntheticClipArgs, type SyntheticClip } from '../platform/media/synthetic-clip.ts';
import { courseTasks } from '../slices/catalogue/schema.ts';
import { transcodeJobKey } from '../slices/learning/index.ts';
import { mediaTools } from '../slices/learning/index.ts';
import { mediaAssets } from '../platform/media/schema.ts';
import { TRANSCODE_JOB } from '../slices/learning/index.ts';
import type { SeedContext } from './seed-context.ts';

export const DEMO_CLIP_JOB = 'demo.make-clip';

interface DemoClip extends SyntheticClip {
  name: string;
}

/**
 * The demo lessons' videos: short, real clips drawn by ffmpeg's test sources with a tone, in several
 * sizes so the ladder shows 1080p/720p/480p. Smallest first: the queue transcodes in this order.
 */
export const demoClips = [
  { name: 'demo-480p', picture: 'mandelbrot=size=854x480:rate=25', tones: [{ frequency: 330 }], seconds: 10 },
  {
    name: 'demo-720p-bars',
    picture: 'smptehdbars=size=1280x720:rate=25',
    tones: [{ frequency: 523 }],
    seconds: 12,
  },
  {
    name: 'demo-720p-pattern',
    picture: 'testsrc2=size=1280x720:rate=25',
    tones: [{ frequency: 440 }],
    seconds: 14,
  },
  { name: 'demo-1080p', picture: 'testsrc=size=1920x1080:rate=25', tones: [{ frequency: 659 }], seconds: 16 },
] as const satisfies readonly DemoClip[];

/**
 * The demo lesson with two audio tracks (002 §9 audio-track switcher): a 中文 and an English track, told apart
 * by pitch, so its ladder gets an EXT-X-MEDIA audio group. seed/player.ts gives it to one lesson.
 */
export const bilingualClip = {
  name: 'demo-720p-bilingual',
  picture: 'rgbtestsrc=size=1280x720:rate=25',
  tones: [
    { frequency: 392, language: 'chi' },
    { frequency: 587, language: 'eng' },
  ],
  // Short like the other demo clips: every end-to-end platform transcodes it first, ahead of the rest.
  seconds: 12,
} as const satisfies DemoClip;

const allClips = [...demoClips, bilingualClip];
type ClipName = (typeof allClips)[number]['name'];

/**
 * Inside the demo-data transaction: one asset per clip (source not made yet), every demo lesson pointing at
 * one of them, and a queued job per clip. Nothing slow happens here: the worker draws each clip (cached
 * under DATA_DIR/cache, so a reseed is quick), stores it and queues its transcode.
 */
export async function insertDemoVideos(seed: SeedContext): Promise<{ assetId: number; sourceKey: string }[]> {
  const assets = await seed.db
    .insert(mediaAssets)
    .values(demoClips.map((c) => ({ sourceKey: `demo/videos/${c.name}.mp4`, sourceName: `${c.name}.mp4` })))
    .returning({ id: mediaAssets.id, sourceKey: mediaAssets.sourceKey });
  const ids = assets.map((a) => a.id);
  // Lessons take turns over the clips (the course id shifts the start, so first lessons differ by course).
  await seed.db.update(courseTasks).set({
    mediaAssetId: sql`(array[${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )}])[((${courseTasks.courseId} + ${courseTasks.sort}) % ${ids.length}) + 1]`,
  });
  for (const [i, clip] of demoClips.entries()) await enqueueDemoClip(seed, ids[i]!, clip.name);
  return assets.map((a) => ({ assetId: a.id, sourceKey: a.sourceKey }));
}

/** A due date before any other: the queue takes jobs by due date, so such a clip is drawn and transcoded first. */
const AHEAD_OF_QUEUE = new Date(0);

async function enqueueDemoClip(
  seed: SeedContext,
  assetId: number,
  clip: ClipName,
  ahead = false,
): Promise<void> {
  await enqueueJob(seed.db, {
    kind: DEMO_CLIP_JOB,
    payload: { assetId, clip, ...(ahead ? { ahead: true } : {}) },
    uniqueKey: `${DEMO_CLIP_JOB}:${assetId}`,
    ...(ahead ? { runAt: AHEAD_OF_QUEUE } : {}),
  });
}

/**
 * Gives one lesson the two-track demo clip (its own asset, drawn and transcoded by the queue like the rest,
 * but ahead of them: it is the lesson the player's demo opens).
 */
export async function insertBilingualDemoVideo(seed: SeedContext, taskId: number): Promise<void> {
  const [asset] = await seed.db
    .insert(mediaAssets)
    .values({
      sourceKey: `demo/videos/${bilingualClip.name}.mp4`,
      sourceName: `${bilingualClip.name}.mp4`,
    })
    .returning({ id: mediaAssets.id });
  await seed.db.update(courseTasks).set({ mediaAssetId: asset!.id }).where(eq(courseTasks.id, taskId));
  await enqueueDemoClip(seed, asset!.id, bilingualClip.name, true);
}

/** Draws one clip with ffmpeg into the cache (written beside and renamed, so a crash leaves no half file). */
async function cachedClip(ctx: AppContext, name: ClipName, signal?: AbortSignal): Promise<string> {
  const clip = allClips.find((c) => c.name === name);
  if (!clip) throw new Error(`未知的演示视频：${name}`);
  const dir = path.join(ctx.config.dataDir, 'cache', 'demo-videos');
  const file = path.join(dir, `${clip.name}.mp4`);
  if (existsSync(file)) return file;
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.partial.mp4`;
  try {
    await runTool(mediaTools(ctx.config).ffmpeg, syntheticClipArgs(clip, temp), signal);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
  return file;
}

/** The worker side of insertDemoVideos: clip → storage → transcode job. Idempotent at every step. */
export function demoClipJobHandler(ctx: AppContext): JobHandler {
  return {
    kind: DEMO_CLIP_JOB,
    async run(payload, job) {
      const assetId = Number(payload.assetId);
      const [asset] = await ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
      if (!asset) return;
      const storage = ctx.services.storage;
      if (!(await storage.exists(asset.sourceKey))) {
        const file = await cachedClip(ctx, payload.clip as ClipName, job.signal);
        await storage.put(asset.sourceKey, createReadStream(file), { contentType: 'video/mp4' });
      }
      await enqueueJob(ctx.db, {
        kind: TRANSCODE_JOB,
        payload: { assetId },
        uniqueKey: transcodeJobKey(assetId),
        ...(payload.ahead === true ? { runAt: AHEAD_OF_QUEUE } : {}),
      });
    },
  };
}
