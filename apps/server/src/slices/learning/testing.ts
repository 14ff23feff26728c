/**
 * Helpers shared by the learning slice's API tests (not a test file itself): a course with every kind of
 * lesson, a ready video asset written straight to storage, and tiny real clips made with ffmpeg.
 */
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/harness.ts';
import { mediaSealingKey, sealContentKey } from '../../platform/media/content-key.ts';
import { makeTestClip } from '../../platform/media/synthetic-clip.ts';
import { categoryChain, insertCourse } from '../catalogue/testing.ts';
import { courseAttachments, courseChapters, courseTasks } from '../catalogue/schema.ts';
import { mediaAssets } from '../../platform/media/schema.ts';

let sequence = 0;

/**
 * A public course with: chapter 1 = [preview, normal, locked], chapter 2 (locked) = [normal], an attachment
 * on chapter 1 and a course-level one. Every lesson points at `assetId` when given.
 */
export async function courseWithLessons(
  t: TestApp,
  options: { price?: string; assetId?: number; review?: 'public' | 'draft' } = {},
) {
  sequence += 1;
  const [cate] = await categoryChain(t, 'course', [`学习分类${sequence}-${randomBytes(2).toString('hex')}`]);
  const course = await insertCourse(t, cate!, {
    price: options.price ?? '30',
    review: options.review ?? 'public',
  });
  const [open, locked] = await t.ctx.db
    .insert(courseChapters)
    .values([
      { courseId: course.id, name: '第1章', sort: 1 },
      { courseId: course.id, name: '第2章', sort: 2, lockStatus: 1 },
    ])
    .returning();
  const lesson = (
    chapterId: number,
    name: string,
    sort: number,
    extra: Partial<typeof courseTasks.$inferInsert> = {},
  ) => ({
    chapterId,
    courseId: course.id,
    name,
    sort,
    duration: 100,
    mediaAssetId: options.assetId ?? null,
    ...extra,
  });
  const [preview, normal, lockedTask, inLockedChapter] = await t.ctx.db
    .insert(courseTasks)
    .values([
      lesson(open!.id, '1.1 试看', 1, { isFirst: 1 }),
      lesson(open!.id, '1.2 正课', 2),
      lesson(open!.id, '1.3 锁定', 3, { lockStatus: 1 }),
      lesson(locked!.id, '2.1 锁定章节', 1),
    ])
    .returning();
  await t.ctx.db.insert(courseAttachments).values([
    {
      courseId: course.id,
      chapterId: open!.id,
      name: '讲义.txt',
      fileKey: 'demo/test/notes.txt',
      size: 5,
      sort: 1,
    },
    {
      courseId: course.id,
      chapterId: null,
      name: '案例.zip',
      fileKey: 'demo/test/case.zip',
      size: 9,
      sort: 2,
    },
  ]);
  return {
    course,
    chapters: { open: open!, locked: locked! },
    tasks: { preview: preview!, normal: normal!, locked: lockedTask!, inLockedChapter: inLockedChapter! },
  };
}

const MASTER =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=1000000,RESOLUTION=854x480\n480p/index.m3u8\n';
const MEDIA =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXT-X-PLAYLIST-TYPE:VOD\n' +
  '#EXT-X-KEY:METHOD=AES-128,URI="key://content-key",IV=0x000102030405060708090a0b0c0d0e0f\n' +
  '#EXTINF:6.000000,\nseg_00000.ts\n#EXTINF:2.000000,\nseg_00001.ts\n#EXT-X-ENDLIST\n';

/** A 'ready' asset whose playlists are in storage (segments are placeholders): for rights tests. */
export async function readyAssetInStorage(t: TestApp, state: 'ready' | 'transcoding' = 'ready') {
  const key = randomBytes(16);
  // A transcode run's layout (transcode-asset.ts), which the media CDN and nginx's segment links recognise.
  const prefix = `media/assets/test-${randomBytes(4).toString('hex')}/run-1/hls`;
  const storage = t.ctx.services.storage;
  await storage.put(`${prefix}/master.m3u8`, Buffer.from(MASTER), {
    contentType: 'application/vnd.apple.mpegurl',
  });
  await storage.put(`${prefix}/480p/index.m3u8`, Buffer.from(MEDIA), {
    contentType: 'application/vnd.apple.mpegurl',
  });
  for (const seg of ['seg_00000.ts', 'seg_00001.ts'])
    await storage.put(`${prefix}/480p/${seg}`, randomBytes(188), { contentType: 'video/mp2t' });
  const [asset] = await t.ctx.db
    .insert(mediaAssets)
    .values({
      state,
      progress: state === 'ready' ? 100 : 40,
      sourceKey: `${prefix}/source.mp4`,
      outputPrefix: state === 'ready' ? prefix : '',
      keyCiphertext: sealContentKey(mediaSealingKey(t.config).key, key),
      renditions: [{ name: '480p', width: 854, height: 480, bandwidth: 1_000_000 }],
      durationMs: 8000,
    })
    .returning();
  return { asset: asset!, key };
}

/** A real little video (test pattern + tone) made with ffmpeg: `seconds` long, `height`p, 25 fps. */
export function makeClip(file: string, seconds = 3, height = 360, withAudio = true): string {
  return makeTestClip(file, { seconds, height, tones: withAudio ? [{ frequency: 440 }] : [] });
}
