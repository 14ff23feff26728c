import { and, asc, eq, gt } from 'drizzle-orm';
import { courseChapters, courses, courseTasks } from '../slices/catalogue/schema.ts';
import { coursePreviews } from '../slices/learning/schema.ts';
import { courseAds, lessonCaptions, lessonMarkers } from '../slices/player/schema.ts';
import { coverSvg } from './images.ts';
import type { SeedContext } from './seed-context.ts';
import { mediaAssets } from '../platform/media/schema.ts';
import { narratedCaptionKey, narratedNameOf, STUDY_GUIDE } from './narrated-videos.ts';
import { insertBilingualDemoVideo } from './videos.ts';

/**
 * The player's demo add-ons: each lesson's captions (those of its narrated video) and two progress markers; the oldest paid
 * course offers a 5-second free preview; the two oldest free courses (last in the newest-first lists the other
 * demos start from) have ads: one a 3-second start image and the pause image, the other a pre-roll video, a
 * two-video sequence and the pause image. The first lesson of the start-ad course speaks two languages
 * (its clip has a 中文 and an English track), so the audio-track switcher shows there.
 */
export async function insertDemoPlayerAddons(seed: SeedContext): Promise<void> {
  const { db, files } = seed;
  const markerCover = files.image('player/marker', coverSvg('本节重点', '标记', 320, 180));
  const lessons = await db.select({ id: courseTasks.id }).from(courseTasks);
  for (let i = 0; i < lessons.length; i += 500) {
    const batch = lessons.slice(i, i + 500);
    await db.insert(lessonMarkers).values(
      batch.flatMap((l) => [
        { taskId: l.id, offsetSeconds: 2, title: '开场', describe: '本节要做什么', coverKey: '' },
        {
          taskId: l.id,
          offsetSeconds: 6,
          title: '本节重点',
          describe: '参数化建模的关键一步',
          coverKey: markerCover,
        },
      ]),
    );
  }
  // A paid course offering a 5-second free preview of every lesson to viewers without it (the clips are short).
  const [paid] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(gt(courses.price, '0'), eq(courses.status, 2), eq(courses.isCheck, 2)))
    .orderBy(asc(courses.createdAt), asc(courses.id))
    .limit(1);
  if (paid) await db.insert(coursePreviews).values({ courseId: paid.id, seconds: 5 });
  const [oldest, second] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.price, '0'), eq(courses.status, 2), eq(courses.isCheck, 2)))
    .orderBy(asc(courses.createdAt), asc(courses.id))
    .limit(2);
  if (oldest) {
    const [first] = await db
      .select({ id: courseTasks.id })
      .from(courseTasks)
      .innerJoin(courseChapters, eq(courseChapters.id, courseTasks.chapterId))
      .where(
        and(
          eq(courseTasks.courseId, oldest.id),
          eq(courseChapters.lockStatus, 0),
          eq(courseTasks.lockStatus, 0),
        ),
      )
      .orderBy(asc(courseChapters.sort), asc(courseChapters.id), asc(courseTasks.sort), asc(courseTasks.id))
      .limit(1);
    if (first) await insertBilingualDemoVideo(seed, first.id);
  }
  await insertLessonCaptions(seed);
  const startImage = files.image('ads/player-start', coverSvg('光子设计 · 年度会员 5 折', '广告', 800, 450));
  const pauseImage = files.image('ads/player-pause', coverSvg('暂停一下 · 看看新课', '广告', 640, 360));
  const pause_image = { image: pauseImage, link: '/ai/vip' };
  if (oldest)
    await db.insert(courseAds).values({
      courseId: oldest.id,
      config: {
        start_image: { image: startImage, link: '/ai/vip', seconds: 3 },
        video: null,
        videos: [],
        pause_image,
      },
    });
  // The video ads on another course: together they run for over half a minute before the lesson.
  if (second)
    await db.insert(courseAds).values({
      courseId: second.id,
      config: {
        start_image: null,
        video: { video: 'demo/videos/demo-480p.mp4', link: '/course', seconds: 10 },
        videos: [
          { adVideo: 'demo/videos/demo-720p-bars.mp4', adVideoLink: '/course', seconds: 12 },
          { adVideo: 'demo/videos/demo-720p-pattern.mp4', adVideoLink: '/ai/vip', seconds: 14 },
        ],
        pause_image,
      },
    });
}

/**
 * Each lesson's captions are its narrated video's: written by the worker from the same sentences as the
 * narration, with their measured timings (seed/narrated-videos.ts), under a key named after the video.
 * The two-language study guide has an English caption too.
 */
async function insertLessonCaptions(seed: SeedContext): Promise<void> {
  const rows = await seed.db
    .select({ id: courseTasks.id, sourceKey: mediaAssets.sourceKey })
    .from(courseTasks)
    .innerJoin(mediaAssets, eq(mediaAssets.id, courseTasks.mediaAssetId));
  const captions = rows.flatMap(({ id, sourceKey }) => {
    const name = narratedNameOf(sourceKey);
    if (!name) return [];
    const zh = {
      taskId: id,
      lang: 'zh-CN',
      label: '中文',
      fileKey: narratedCaptionKey(name, 'zh'),
      isDefault: true,
    };
    if (name !== STUDY_GUIDE) return [zh];
    return [
      zh,
      { taskId: id, lang: 'en', label: 'English', fileKey: narratedCaptionKey(name, 'en'), isDefault: false },
    ];
  });
  for (let i = 0; i < captions.length; i += 500)
    await seed.db.insert(lessonCaptions).values(captions.slice(i, i + 500));
}
