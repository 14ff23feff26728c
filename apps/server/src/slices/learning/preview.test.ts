import { ProductType } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { segmentNames } from '../../platform/media/playlist.ts';
import { grant, memberWithToken } from '../catalogue/testing.ts';
import { coursePreviews } from './tables/previews.ts';
import { courseWithLessons, readyAssetInStorage } from './testing.ts';

let t: TestApp;
let asset: Awaited<ReturnType<typeof readyAssetInStorage>>;
beforeAll(async () => {
  t = await startTestApp();
  asset = await readyAssetInStorage(t);
});
afterAll(() => t.close());

const raw = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, text: res.body };
};
const lessonOf = async (courseId: number, taskId: number, token?: string) =>
  (await t.call('GET', `/api/courses/${courseId}/lessons/${taskId}`, { token })).data;

/** The variant playlist a player reaches from a lesson link. */
async function variantOf(link: string) {
  const master = await raw(link);
  expect(master.status).toBe(200);
  return raw(master.text.split('\n').find((l) => l.startsWith('/api/'))!);
}

describe('free preview of a course (002 §4): the server is the lock', () => {
  it('gives a viewer without the course a link whose playlists end at the preview', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    await t.ctx.db.insert(coursePreviews).values({ courseId: course.id, seconds: 5 });
    const stranger = await memberWithToken(t);
    for (const token of [undefined, stranger.token]) {
      const lesson = await lessonOf(course.id, tasks.normal.id, token);
      expect(lesson).toMatchObject({ access: 'denied', preview_seconds: 5 });
      expect(lesson.link).toMatch(/master\.m3u8\?token=/);
      const variant = await variantOf(lesson.link);
      expect(variant.status).toBe(200);
      // The stored playlist has a 6 s and a 2 s segment: only the first starts inside 5 s.
      expect(segmentNames(variant.text)).toHaveLength(1);
      expect(variant.text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    }
    // The whole course page answers the same for the lesson.
    const page = (await t.call('GET', `/api/courses/${course.id}?task_id=${tasks.normal.id}`)).data;
    expect(page.task).toMatchObject({ id: tasks.normal.id, preview_seconds: 5 });
  });

  it('plays everything for the course holder and for free preview lessons; locked stays locked', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    await t.ctx.db.insert(coursePreviews).values({ courseId: course.id, seconds: 5 });
    const holder = await memberWithToken(t);
    await grant(t, holder.id, ProductType.course, course.id);
    const full = await lessonOf(course.id, tasks.normal.id, holder.token);
    expect(full.preview_seconds).toBeNull();
    expect(segmentNames((await variantOf(full.link)).text)).toHaveLength(2);
    const open = await lessonOf(course.id, tasks.preview.id);
    expect(open.preview_seconds).toBeNull();
    expect(segmentNames((await variantOf(open.link)).text)).toHaveLength(2);
    const locked = await lessonOf(course.id, tasks.locked.id);
    expect(locked).toMatchObject({ access: 'locked', link: null, preview_seconds: null });
  });

  it('offers nothing to a viewer without the course when the course has no preview', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    expect(await lessonOf(course.id, tasks.normal.id)).toMatchObject({
      access: 'denied',
      link: null,
      preview_seconds: null,
    });
  });
});
