import { ProductType, SHARED_ANSWER_HEADER } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { grant, memberWithToken } from '../catalogue/testing.ts';
import { courseChapters, courseTasks, courses } from '../catalogue/schema.ts';
import { mediaAssets } from '../../platform/media/schema.ts';
import { courseWithLessons, readyAssetInStorage } from './testing.ts';

/**
 * What a course page costs in SQL statements (counted as in playback-queries.test.ts) with the shared
 * caches at their production setting, and that nothing of the page outlives an edit: every part of it
 * that belongs to the course (row, directory, videos, attachments) is read afresh on each request.
 */
let t: TestApp;
let queries = 0;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_CACHE_SECONDS: '60' });
  const session = (t.ctx.db as unknown as { session: { logger: unknown; options: { logger?: unknown } } })
    .session;
  const counter = { logQuery: () => void queries++ };
  session.logger = counter;
  session.options.logger = counter;
}, 120_000);
afterAll(() => t.close());

async function counted(work: () => Promise<unknown>): Promise<number> {
  const before = queries;
  await work();
  return queries - before;
}

describe('a course page’s statements and freshness', () => {
  it('a member’s page: the session, then one statement for the course, their marks, directory, tags and people', async () => {
    const asset = await readyAssetInStorage(t);
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const member = await memberWithToken(t);
    await grant(t, member.id, ProductType.course, course.id);
    const teacher = await memberWithToken(t, '计数老师');
    await t.ctx.db.update(courses).set({ userId: teacher.id }).where(eq(courses.id, course.id));
    const page = () =>
      t.call('GET', `/api/courses/${course.id}`, { headers: { cookie: `site_session=${member.token}` } });
    const first = await page(); // fills the teachers' ranking, shared by every course page
    expect(first.data.course.purchase).toBe(1);
    expect(first.data.user.id).toBe(member.id);
    expect(first.data.course.suggest_user.id).toBe(teacher.id);
    const again = await counted(async () => expect((await page()).data.task.id).toBe(tasks.preview.id));
    // 13 once (chapters, lessons, attachments, positions, holds, collected, the viewer, the teachers'
    // ranking over the whole catalogue and their follow marks each a statement of its own), then 5.
    expect(again).toBe(2);
    // A guest: no session, no marks, and its answer comes from the same one read of the course.
    expect(await counted(() => t.call('GET', `/api/courses/${course.id}`))).toBe(1);
  });

  it('prev/next and the recommended courses are shared: read once per PUBLIC_CACHE_SECONDS, for everyone', async () => {
    const { course } = await courseWithLessons(t, {});
    const member = await memberWithToken(t);
    const url = `/api/courses/${course.id}/prevnext`;
    const first = await t.call('GET', url);
    expect(first.code).toBe(200);
    // The page render's copy (a member's cookie forwarded) is the guests' answer: no statement at all.
    const answered = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `site_session=${member.token}` },
    });
    expect(answered.headers[SHARED_ANSWER_HEADER]).toBeDefined();
    expect(
      await counted(() => t.call('GET', url, { headers: { cookie: `site_session=${member.token}` } })),
    ).toBe(0);
    expect(JSON.parse(answered.body).data).toEqual(first.data);
  });

  it('an edit of the course, its directory or a video shows on the very next request', async () => {
    const asset = await readyAssetInStorage(t, 'transcoding');
    const { course, chapters, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const read = async () => (await t.call('GET', `/api/courses/${course.id}`)).data;
    const before = await read();
    expect(before.task.video_status).toBe('transcoding');
    expect(before.task.link).toBeNull();

    await t.ctx.db.update(courses).set({ name: '改过名的课程' }).where(eq(courses.id, course.id));
    await t.ctx.db
      .update(courseChapters)
      .set({ name: '改过的第1章' })
      .where(eq(courseChapters.id, chapters.open.id));
    await t.ctx.db
      .update(courseTasks)
      .set({ name: '1.1 改过的试看' })
      .where(eq(courseTasks.id, tasks.preview.id));
    await t.ctx.db
      .update(mediaAssets)
      .set({ state: 'ready', progress: 100 })
      .where(eq(mediaAssets.id, asset.asset.id));

    const after = await read();
    expect(after.course.name).toBe('改过名的课程');
    expect(after.details[0].name).toBe('改过的第1章');
    expect(after.details[0].task[0].name).toBe('1.1 改过的试看');
    expect(after.task.video_status).toBe('ready');
    expect(after.task.link).toMatch(/master\.m3u8\?token=/);
  });
});
