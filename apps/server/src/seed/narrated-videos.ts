/**
 * The demo's narrated lesson videos: which exist (a 课程导学 per topic, the two-language 学习指南, and with
 * DEMO_MEDIA=all every lesson of the featured courses), what each is named in storage, and how the worker
 * makes one (narrated-lesson.ts) through a content-addressed cache shared by later starts and tests.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type NarratedVideo, narratedVideoKey } from '../platform/media/lesson-script.ts';
import { makeNarratedLesson } from '../platform/media/narrated-lesson.ts';
import { featuredCourses } from './content/featured-lessons.ts';
import { studyGuide, topicGuides } from './content/lesson-guides.ts';
import type { TopicKey } from './content/topics.ts';

export type DemoMedia = 'all' | 'guides';

export const STUDY_GUIDE = 'guide-study';
export const guideName = (topic: TopicKey) => `guide-${topic}`;
/** 'lesson-2-5': the featured course's (1-based) place in featuredCourses, the lesson's place in its directory. */
export const featuredLessonName = (course: number, lesson: number) => `lesson-${course + 1}-${lesson + 1}`;

/** Guides first (every lesson needs one to play), the featured courses' own lessons after them. */
export function narratedVideos(mode: DemoMedia): NarratedVideo[] {
  const guides: NarratedVideo[] = [
    { name: STUDY_GUIDE, ...studyGuide },
    ...(Object.keys(topicGuides) as TopicKey[]).map((topic) => ({
      name: guideName(topic),
      script: topicGuides[topic],
    })),
  ];
  if (mode === 'guides') return guides;
  const lessons = featuredCourses.flatMap((course, c) =>
    course.chapters
      .flatMap(([, scripts]) => scripts)
      .map((script, i) => ({ name: featuredLessonName(c, i), script })),
  );
  return [...guides, ...lessons];
}

export const narratedVideoNamed = (name: string): NarratedVideo | undefined =>
  narratedVideos('all').find((v) => v.name === name);

/** Storage keys: the source the transcode reads and each language's WebVTT captions. */
export const narratedSourceKey = (name: string) => `demo/videos/${name}.mp4`;
/** The narrated video a source key names ('demo/videos/guide-gh.mp4' → 'guide-gh'), or null for any other. */
export function narratedNameOf(sourceKey: string): string | null {
  const match = /^demo\/videos\/((?:guide|lesson)-[a-z0-9-]+)\.mp4$/.exec(sourceKey);
  return match ? match[1]! : null;
}
export const narratedCaptionKey = (name: string, lang: 'zh' | 'en') => `demo/captions/${name}.${lang}.vtt`;

export interface CachedNarration {
  video: string;
  captions: { zh: string; en?: string };
  /** Whether it was made now (false: it came from the cache). */
  made: boolean;
  seconds: number;
}

type NarrationConfig = Pick<Config, 'dataDir' | 'FFMPEG_PATH' | 'ESPEAK_PATH' | 'DEMO_VIDEO_CACHE_DIR'>;

export const VOICES = { zh: 'cmn', en: 'en' };

/**
 * The video and captions of `video`, made once: the files are named by narratedVideoKey (scripts, voices,
 * generator version), written beside and renamed, so a crash leaves no half file and an edited script
 * is made again while an unchanged one never is.
 */
export async function cachedNarration(
  config: NarrationConfig,
  video: NarratedVideo,
  signal?: AbortSignal,
): Promise<CachedNarration> {
  const dir = config.DEMO_VIDEO_CACHE_DIR ?? path.join(config.dataDir, 'cache', 'demo-videos');
  const base = path.join(dir, `${video.name}-${narratedVideoKey(video, VOICES)}`);
  const meta = `${base}.json`;
  if (existsSync(meta) && existsSync(`${base}.mp4`)) {
    const saved = JSON.parse(await readFile(meta, 'utf8')) as Omit<CachedNarration, 'video' | 'made'>;
    return { ...saved, video: `${base}.mp4`, made: false };
  }
  await mkdir(dir, { recursive: true });
  const temp = `${base}.${process.pid}.partial.mp4`;
  try {
    const made = await makeNarratedLesson(
      video,
      temp,
      { ffmpeg: config.FFMPEG_PATH, espeak: config.ESPEAK_PATH, voices: VOICES },
      signal,
    );
    await rename(temp, `${base}.mp4`);
    // The captions and length last: their file is what says the entry is complete.
    await writeFile(`${meta}.partial`, JSON.stringify({ captions: made.captions, seconds: made.seconds }));
    await rename(`${meta}.partial`, meta);
    return { video: `${base}.mp4`, captions: made.captions, seconds: made.seconds, made: true };
  } finally {
    await rm(temp, { force: true });
  }
}
