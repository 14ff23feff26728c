import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { mp4Bytes } from '../creator/uploads/testing.ts';
import { courses } from '../catalogue/schema.ts';
import { catalogueRefs, member, png, upload } from '../creator/testing.ts';
import { auditRowsFor, staffWithToken } from './testing.ts';

let t: TestApp;
let creator: { id: number; token: string };
let reviewer: string;
let refs: Awaited<ReturnType<typeof catalogueRefs>>;
let cover: string;
let video: string;
let annex: string;
beforeAll(async () => {
  t = await startTestApp();
  creator = await member(t, { creator: true });
  reviewer = (await staffWithToken(t, 'reviewer')).token;
  refs = await catalogueRefs(t, 'course');
  cover = (
    await upload(t, creator.token, { purpose: 'image', name: '封面.png', content: png(), type: 'image/png' })
  ).key;
  video = (
    await upload(t, creator.token, {
      purpose: 'video',
      name: '第一课.mp4',
      content: mp4Bytes(4096, 3),
      type: 'video/mp4',
    })
  ).key;
  annex = (
    await upload(t, creator.token, { purpose: 'annex', name: '课件.zip', content: Buffer.alloc(100, 1) })
  ).key;
});
afterAll(() => t.close());

let sequence = 0;
async function submitCourse(status = 2) {
  sequence += 1;
  const answer = await t.call('POST', '/api/userput/course', {
    token: creator.token,
    body: {
      images: cover,
      name: `审核测试课程${sequence}`,
      tag: [refs.tagId],
      price: '9.90',
      type: '原创',
      author: '张老师',
      cate_id: refs.cateId,
      intro: '<p>课程介绍</p><p><b>重点</b></p>',
      push: true,
      status,
      detailList: [
        { name: '第一章', type: 'chapter', index: 1 },
        { name: '第一课', type: 'task', index: 2, parent: 1, link: video },
        {
          name: '课件',
          type: 'annex',
          index: 3,
          parent: 1,
          link: annex,
          fileList: [{ name: '课件.zip', url: annex }],
        },
      ],
    },
  });
  expect(answer.code).toBe(200);
  return answer.data.id as number;
}

const decide = (id: number, body: unknown, token = reviewer) =>
  t.call('POST', `/api/admin/reviews/course/${id}`, { token, body });
const creatorEntry = async (id: number) =>
  (await t.call('GET', '/api/getUserPut/course', { token: creator.token })).data.data.find(
    (e: { id: number }) => e.id === id,
  );

describe('review queue', () => {
  it('lists submissions in review, oldest first, with the creator; drafts never', async () => {
    const first = await submitCourse();
    const second = await submitCourse();
    const draft = await submitCourse(0);
    const page = await t.call('GET', '/api/admin/reviews?kind=course', { token: reviewer });
    expect(page.code).toBe(200);
    const ids = page.data.list.map((e: { id: number }) => e.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(ids).not.toContain(draft);
    expect(page.data.list.find((e: { id: number }) => e.id === first)).toMatchObject({
      kind_text: '视频投稿',
      state_label: '审核中',
      price: 9.9,
      creator: { id: creator.id },
    });
    const search = await t.call(
      'GET',
      `/api/admin/reviews?keywords=${encodeURIComponent(`审核测试课程${sequence - 1}`)}`,
      {
        token: reviewer,
      },
    );
    expect(search.data.list.map((e: { id: number }) => e.id)).toEqual([second]);
    expect((await t.call('GET', `/api/admin/reviews/course/${draft}`, { token: reviewer })).code).toBe(4004);
  });

  it('previews fields, sanitised rich text and files behind signed links', async () => {
    const id = await submitCourse();
    const detail = await t.call('GET', `/api/admin/reviews/course/${id}`, { token: reviewer });
    expect(detail.code).toBe(200);
    expect(detail.data.intro_html).toBe('<p>课程介绍</p><p><b>重点</b></p>');
    expect(detail.data.tags).toHaveLength(1);
    const [section] = detail.data.sections;
    expect(section.title).toBe('第一章');
    const lesson = section.items.find((i: { type: string }) => i.type === 'lesson');
    expect(lesson.transcode).toMatchObject({ state: 'uploaded', progress: 0 });
    expect(lesson.file).toMatchObject({ name: '第一课' });
    const file = section.items.find((i: { type: string }) => i.type === 'annex').file;
    expect(file).toMatchObject({ name: '课件.zip', size: 100 });
    const download = await t.app.inject({ method: 'GET', url: file.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(100);
  });

  it('approval publishes into the catalogue, the creator sees it, one audit row; a second decision is refused', async () => {
    const id = await submitCourse();
    const approved = await decide(id, { decision: 'approve' });
    expect(approved).toMatchObject({ code: 200, data: { is_check: 2, state_label: '已通过' } });
    const [course] = await t.ctx.db.select().from(courses).where(eq(courses.id, approved.data.published_id));
    expect(course).toMatchObject({ status: 2, isCheck: 2, userId: creator.id });
    expect((await creatorEntry(id)).state_label).toBe('已通过');
    const rows = await auditRowsFor(t, 'contribution', `course:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'review.approve',
      before: { is_check: 1, errors: '' },
      after: { is_check: 2, published_id: approved.data.published_id },
    });
    expect(await decide(id, { decision: 'reject', reason: '晚了' })).toMatchObject({
      code: 4009,
      msg: '该稿件不在审核中',
    });
    expect(await auditRowsFor(t, 'contribution', `course:${id}`)).toHaveLength(1);
  });

  it('rejection needs a reason; the creator sees it; one audit row', async () => {
    const id = await submitCourse();
    expect(await decide(id, { decision: 'reject', reason: '  ' })).toMatchObject({
      code: 4022,
      msg: '请填写理由',
    });
    expect((await creatorEntry(id)).state_label).toBe('审核中');
    expect(await auditRowsFor(t, 'contribution', `course:${id}`)).toHaveLength(0);
    const rejected = await decide(id, { decision: 'reject', reason: '视频不清晰' });
    expect(rejected).toMatchObject({ code: 200, data: { is_check: 3, errors: '视频不清晰' } });
    expect((await creatorEntry(id)).state_label).toBe('未通过：视频不清晰');
    const rows = await auditRowsFor(t, 'contribution', `course:${id}`);
    expect(rows.map((r) => [r.action, r.after])).toEqual([
      ['review.reject', { is_check: 3, errors: '视频不清晰', published_id: null }],
    ]);
  });

  it('finance and editors may not review', async () => {
    const id = await submitCourse();
    for (const role of ['finance', 'editor'] as const) {
      const token = (await staffWithToken(t, role)).token;
      expect((await decide(id, { decision: 'approve' }, token)).code).toBe(4003);
    }
    expect((await creatorEntry(id)).state_label).toBe('审核中');
  });

  it('工作台 counts the submissions waiting for review, for the roles that review', async () => {
    const todo = async (token: string) => (await t.call('GET', '/api/admin/todo', { token })).data;
    const before = (await todo(reviewer)).review as number;
    const id = await submitCourse();
    expect(await todo(reviewer)).toEqual({ review: before + 1, invoices: null });
    await decide(id, { decision: 'reject', reason: '视频不清晰' });
    expect((await todo(reviewer)).review).toBe(before);
    const editor = (await staffWithToken(t, 'editor')).token;
    expect(await todo(editor)).toEqual({ review: null, invoices: null });
  });
});
