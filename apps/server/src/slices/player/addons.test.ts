import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { grant, memberWithToken } from '../catalogue/testing.ts';
import { courseWithLessons } from '../learning/testing.ts';
import { courseAds, lessonCaptions, lessonMarkers } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const addons = (taskId: number, token?: string) =>
  t.call('GET', `/api/player/lessons/${taskId}/addons`, { token });

const ADS = {
  start_image: { image: 'public/ads/start.png', link: 'https://example.com/a', seconds: 5 },
  video: { video: 'private/ads/pre.mp4', link: '', seconds: 15 },
  videos: [
    { adVideo: 'private/ads/one.mp4', adVideoLink: 'https://example.com/1', seconds: 5 },
    { adVideo: 'https://cdn.example.com/two.mp4', adVideoLink: '', seconds: 6 },
  ],
  pause_image: { image: 'public/ads/pause.png', link: '' },
};

async function setUp() {
  const lessons = await courseWithLessons(t);
  const { course, tasks } = lessons;
  await t.ctx.db.insert(courseAds).values({ courseId: course.id, config: ADS });
  await t.ctx.db.insert(lessonMarkers).values([
    {
      taskId: tasks.preview.id,
      offsetSeconds: 40,
      title: '第二段',
      describe: '讲解',
      coverKey: 'public/m/2.png',
    },
    { taskId: tasks.preview.id, offsetSeconds: 5, title: '开场' },
  ]);
  await t.ctx.db.insert(lessonCaptions).values({
    taskId: tasks.preview.id,
    lang: 'zh-CN',
    label: '中文',
    fileKey: 'private/captions/1.vtt',
    isDefault: true,
  });
  const [holder, stranger, vip] = [
    await memberWithToken(t),
    await memberWithToken(t),
    await memberWithToken(t),
  ];
  await grant(t, holder.id, ProductType.course, course.id);
  await grant(t, vip.id, ProductType.course, course.id);
  await t.ctx.db.update(users).set({ vipPermanent: true }).where(eq(users.id, vip.id));
  return { ...lessons, holder, stranger, vip };
}

describe('GET /api/player/lessons/:taskId/addons', () => {
  it('answers the course ads with signed links, the markers in time order and the captions', async () => {
    const { tasks } = await setUp();
    const { code, data } = await addons(tasks.preview.id);
    expect(code).toBe(200);
    expect(data.ads.start_image).toMatchObject({ link: 'https://example.com/a', seconds: 5 });
    expect(data.ads.start_image.image).toMatch(/start\.png/);
    expect(data.ads.start_image.image).not.toBe('public/ads/start.png');
    expect(data.ads.videos.map((v: { adVideo: string }) => v.adVideo)[1]).toBe(
      'https://cdn.example.com/two.mp4',
    );
    expect(data.ads.videos[0].adVideo).toMatch(/one\.mp4/);
    expect(data.markers.map((m: { offset: number; title: string }) => [m.offset, m.title])).toEqual([
      [5, '开场'],
      [40, '第二段'],
    ]);
    expect(data.markers[0].coverUrl).toBe('');
    expect(data.markers[1].coverUrl).toMatch(/2\.png/);
    expect(data.captions).toEqual([
      { value: expect.stringMatching(/1\.vtt/), text: '中文', lang: 'zh-CN', default: true },
    ]);
  });

  it('never shows ads to a VIP member', async () => {
    const { tasks, vip, holder } = await setUp();
    expect((await addons(tasks.normal.id, vip.token)).data.ads).toBeNull();
    expect((await addons(tasks.normal.id, holder.token)).data.ads).not.toBeNull();
    // A lapsed VIP sees them again.
    await t.ctx.db
      .update(users)
      .set({ vipPermanent: false, vipEndtime: new Date(Date.now() - 1000) })
      .where(eq(users.id, vip.id));
    expect((await addons(tasks.normal.id, vip.token)).data.ads).not.toBeNull();
  });

  it('lists only the lessons the viewer may play, in directory order', async () => {
    const { tasks, holder, stranger } = await setUp();
    expect((await addons(tasks.preview.id)).data.playlist).toEqual([
      { id: tasks.preview.id, name: '1.1 试看' },
    ]);
    expect((await addons(tasks.preview.id, stranger.token)).data.playlist).toHaveLength(1);
    expect((await addons(tasks.preview.id, holder.token)).data.playlist).toEqual([
      { id: tasks.preview.id, name: '1.1 试看' },
      { id: tasks.normal.id, name: '1.2 正课' },
    ]);
  });

  it('has the rights of playback', async () => {
    const { tasks, holder, stranger } = await setUp();
    expect((await addons(tasks.normal.id)).code).toBe(4003);
    expect((await addons(tasks.normal.id, stranger.token)).code).toBe(4003);
    expect((await addons(tasks.locked.id, holder.token)).code).toBe(4003);
    expect((await addons(2_000_000_000)).code).toBe(4004);
  });

  it('ignores a course ads row that does not match the contract', async () => {
    const { course, tasks } = await setUp();
    await t.ctx.db
      .update(courseAds)
      .set({ config: { ...ADS, start_image: { image: 'x', link: '', seconds: 0 } } })
      .where(eq(courseAds.courseId, course.id));
    expect((await addons(tasks.preview.id)).data.ads).toBeNull();
  });
});
