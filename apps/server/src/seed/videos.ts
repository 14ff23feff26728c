import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { enqueueJob } from '../platform/jobs/queue.ts';
import type { JobHandler } from '../platform/jobs/runner.ts';
import { runTool } from '../platform/media/probe.ts';
import { syntheticClipArgs, type SyntheticClip } from '../platform/media/synthetic-clip.ts';
import { courseChapters, courses, courseTasks } from '../slices/catalogue/schema.ts';
import { transcodeJobKey } from '../slices/learning/index.ts';
import { mediaTools } from '../slices/learning/index.ts';
import { mediaAssets } from '../platform/media/schema.ts';
import { TRANSCODE_JOB } from '../slices/learning/index.ts';
import { courseSpecs } from './content/courses.ts';
import { featuredCourses } from './content/featured-lessons.ts';
import { type TopicKey, topics } from './content/topics.ts';
import {
  cachedNarration,
  type DemoMedia,
  featuredLessonName,
  guideName,
  narratedCaptionKey,
  narratedSourceKey,
  narratedVideoNamed,
  narratedVideos,
  STUDY_GUIDE,
} from './narrated-videos.ts';
import type { SeedContext } from './seed-context.ts';

export const DEMO_CLIP_JOB = 'demo.make-clip';

interface DemoClip extends SyntheticClip {
  name: string;
}

/**
 * Short test-signal clips (ffmpeg's test sources with a tone) for what is not a lesson: the player's video
 * ads play them and a creator's demo submission uses the first. Smallest first: the queue takes them in order.
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
] as const satisfies readonly DemoClip[];

type ClipName = (typeof demoClips)[number]['name'];

/**
 * Inside the demo-data transaction: an asset per test clip and per narrated video (source not made yet),
 * every demo lesson pointing at its video, and a queued job per asset. Nothing slow happens here (the first
 * start serves at once): the worker makes each video in the background (cached, so a reseed is quick),
 * stores it and queues its transcode. Answers the test clips' assets.
 */
export async function insertDemoVideos(
  seed: SeedContext,
  mode: DemoMedia,
): Promise<{ assetId: number; sourceKey: string }[]> {
  const clips = await seed.db
    .insert(mediaAssets)
    .values(demoClips.map((c) => ({ sourceKey: `demo/videos/${c.name}.mp4`, sourceName: `${c.name}.mp4` })))
    .returning({ id: mediaAssets.id, sourceKey: mediaAssets.sourceKey });
  const videos = narratedVideos(mode);
  const narrated = await seed.db
    .insert(mediaAssets)
    .values(videos.map((v) => ({ sourceKey: narratedSourceKey(v.name), sourceName: `${v.name}.mp4` })))
    .returning({ id: mediaAssets.id });
  const assetOf = new Map(videos.map((v, i) => [v.name, narrated[i]!.id]));
  await assignLessonVideos(seed, assetOf);
  // The study guide first of all (the player demo opens it, ahead of the queue), then the topic guides (every
  // lesson can play once they are done), the test clips, and the featured courses' own lessons last.
  const total = videos.length;
  const guides = 1 + Object.keys(topics).length;
  for (const [i, video] of videos.entries()) {
    if (i === guides) await enqueueClips(seed, clips);
    const payload = { narrated: video.name, index: i + 1, total };
    await enqueueDemoJob(seed, assetOf.get(video.name)!, payload, video.name === STUDY_GUIDE);
  }
  if (videos.length === guides) await enqueueClips(seed, clips);
  return clips.map((a) => ({ assetId: a.id, sourceKey: a.sourceKey }));
}

async function enqueueClips(seed: SeedContext, clips: { id: number }[]): Promise<void> {
  for (const [j, c] of clips.entries()) await enqueueDemoJob(seed, c.id, { clip: demoClips[j]!.name });
}

/**
 * Every lesson plays its course topic's 课程导学 (a course not found by name — the scale seed's — plays the
 * Grasshopper one); a featured course's lessons play their own video when it is made (DEMO_MEDIA=all).
 */
async function assignLessonVideos(seed: SeedContext, assetOf: Map<string, number>): Promise<void> {
  const { db } = seed;
  await db.update(courseTasks).set({ mediaAssetId: assetOf.get(guideName('gh'))! });
  for (const topic of Object.keys(topics) as TopicKey[]) {
    const names = courseSpecs.filter((spec) => spec[3] === topic).map((spec) => spec[0]);
    if (names.length === 0) continue;
    const ids = db.select({ id: courses.id }).from(courses).where(inArray(courses.name, names));
    await db
      .update(courseTasks)
      .set({ mediaAssetId: assetOf.get(guideName(topic))! })
      .where(inArray(courseTasks.courseId, ids));
  }
  for (const [c, course] of featuredCourses.entries()) {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.name, course.course));
    if (!row) continue;
    const lessons = await db
      .select({ id: courseTasks.id })
      .from(courseTasks)
      .innerJoin(courseChapters, eq(courseChapters.id, courseTasks.chapterId))
      .where(eq(courseTasks.courseId, row.id))
      .orderBy(asc(courseChapters.sort), asc(courseTasks.sort));
    for (const [i, lesson] of lessons.entries()) {
      const asset = assetOf.get(featuredLessonName(c, i));
      if (asset)
        await db.update(courseTasks).set({ mediaAssetId: asset }).where(eq(courseTasks.id, lesson.id));
    }
  }
}

/** A due date before any other: the queue takes jobs by due date, so such a video is made and transcoded first. */
const AHEAD_OF_QUEUE = new Date(0);

async function enqueueDemoJob(
  seed: SeedContext,
  assetId: number,
  what: { clip: ClipName } | { narrated: string; index: number; total: number },
  ahead = false,
): Promise<void> {
  await enqueueJob(seed.db, {
    kind: DEMO_CLIP_JOB,
    payload: { assetId, ...what },
    uniqueKey: `${DEMO_CLIP_JOB}:${assetId}`,
    ...(ahead ? { runAt: AHEAD_OF_QUEUE } : {}),
  });
}

/**
 * Gives one lesson the two-language 学习指南 (中文 and English narration), so the audio-track switch shows
 * there; its video is made and transcoded ahead of the rest (insertDemoVideos).
 */
export async function insertBilingualDemoVideo(seed: SeedContext, taskId: number): Promise<void> {
  const [asset] = await seed.db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(eq(mediaAssets.sourceKey, narratedSourceKey(STUDY_GUIDE)));
  if (asset)
    await seed.db.update(courseTasks).set({ mediaAssetId: asset.id }).where(eq(courseTasks.id, taskId));
}

/** Draws one test clip with ffmpeg into the cache (written beside and renamed, so a crash leaves no half file). */
async function cachedClip(ctx: AppContext, name: ClipName, signal?: AbortSignal): Promise<string> {
  const clip = demoClips.find((c) => c.name === name);
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

/** The worker side of insertDemoVideos: video (and captions) → storage → transcode job. Idempotent at every step. */
export function demoClipJobHandler(ctx: AppContext): JobHandler {
  return {
    kind: DEMO_CLIP_JOB,
    async run(payload, job) {
      const assetId = Number(payload.assetId);
      const [asset] = await ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
      if (!asset) return;
      const storage = ctx.services.storage;
      if (typeof payload.narrated === 'string')
        await storeNarration(ctx, asset.sourceKey, payload, job.signal);
      else if (!(await storage.exists(asset.sourceKey))) {
        const file = await cachedClip(ctx, payload.clip as ClipName, job.signal);
        await storage.put(asset.sourceKey, createReadStream(file), { contentType: 'video/mp4' });
      }
      // Transcoded before the next video is made (the queue takes the earliest due date first): each video
      // becomes playable as soon as it can, the guides long before the featured lessons are all made.
      await enqueueJob(ctx.db, {
        kind: TRANSCODE_JOB,
        payload: { assetId },
        uniqueKey: transcodeJobKey(assetId),
        runAt: AHEAD_OF_QUEUE,
      });
    },
  };
}

/** A narrated video and its captions from the cache (made there first if need be) into storage, with a progress line. */
async function storeNarration(
  ctx: AppContext,
  sourceKey: string,
  payload: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<void> {
  const name = String(payload.narrated);
  const video = narratedVideoNamed(name);
  if (!video) throw new Error(`未知的演示视频：${name}`);
  const storage = ctx.services.storage;
  const started = Date.now();
  const made = await cachedNarration(ctx.config, video, signal);
  const vtt = 'text/vtt; charset=utf-8';
  await storage.put(narratedCaptionKey(name, 'zh'), Buffer.from(made.captions.zh), { contentType: vtt });
  if (made.captions.en)
    await storage.put(narratedCaptionKey(name, 'en'), Buffer.from(made.captions.en), { contentType: vtt });
  if (!(await storage.exists(sourceKey)))
    await storage.put(sourceKey, createReadStream(made.video), { contentType: 'video/mp4' });
  ctx.log.info(
    { video: name, seconds: made.seconds, ms: Date.now() - started },
    `演示课程视频 ${String(payload.index)}/${String(payload.total)}：${video.script.title}（${made.made ? '已生成' : '取自缓存'}，${Math.round(made.seconds)} 秒），转码排队中`,
  );
}
