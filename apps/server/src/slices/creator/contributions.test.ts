import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { mp4Bytes } from './uploads/testing.ts';
import { contributions } from './schema.ts';
import { catalogueRefs, member, png, upload } from './testing.ts';

/**
 * Submissions (001 §2.14–§2.21, §4, §5): the creator flags, the review rules, sanitised rich text, file
 * ownership, the list with its state labels, delete, and the ownership matrix for every call.
 */
let t: TestApp;
let creator: { id: number; token: string };
let other: { id: number; token: string };
let plain: { id: number; token: string };
let refs: Awaited<ReturnType<typeof catalogueRefs>>;
let cover: string;
let video: string;

beforeAll(async () => {
  t = await startTestApp();
  creator = await member(t, { creator: true });
  other = await member(t, { creator: true });
  plain = await member(t);
  refs = await catalogueRefs(t, 'course');
  cover = (
    await upload(t, creator.token, { purpose: 'image', name: '封面.png', content: png(), type: 'image/png' })
  ).key;
  video = (
    await upload(t, creator.token, {
      purpose: 'video',
      name: '第一课.mp4',
      content: mp4Bytes(2048, 3),
      type: 'video/mp4',
    })
  ).key;
});
afterAll(() => t.close());

const course = (over: Record<string, unknown> = {}) => ({
  images: cover,
  name: '参数化建模入门',
  tag: [refs.tagId],
  price: '12.50',
  type: '原创',
  author: '张老师',
  cate_id: refs.cateId,
  intro: '<p>从零开始</p>',
  push: true,
  status: 2,
  detailList: [
    { name: '第一章', type: 'chapter', index: 1 },
    { name: '第一课', type: 'task', index: 2, parent: 1, link: video },
  ],
  ...over,
});
const put = (token: string, body: unknown, kind = 'course') =>
  t.call('POST', `/api/userput/${kind}`, { token, body });
const rowOf = async (id: number) =>
  (await t.ctx.db.select().from(contributions).where(eq(contributions.id, id)))[0];
const count = async () => (await t.ctx.db.select().from(contributions)).length;

describe('submitting', () => {
  it('saves a course for review with sanitised HTML and lists it as 审核中', async () => {
    const answer = await put(
      creator.token,
      course({ intro: '<p>介绍</p><b>粗</b><img src="https://a.example/x.png">' }),
    );
    expect(answer).toMatchObject({ code: 200, msg: '提交成功' });
    const row = await rowOf(answer.data.id);
    expect(row).toMatchObject({ status: 2, isCheck: 1, price: '12.50', userId: creator.id, origin: '原创' });
    const list = await t.call('GET', '/api/getUserPut/course?page=1', { token: creator.token });
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({
      id: answer.data.id,
      state_label: '审核中',
      price: 12.5,
      can_edit: true,
      can_delete: true,
      tag: [refs.tagId],
    });
    expect(decodeURIComponent(list.data.data[0].cover)).toBe(`/files/${cover}`);
    expect(list.data.data[0].transcode).toMatchObject({ state: expect.any(String) });
  });

  it('refuses HTML with script or event handlers and writes nothing', async () => {
    const before = await count();
    for (const intro of [
      '<p>hi</p><script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      expect(await put(creator.token, course({ intro }))).toMatchObject({
        code: 4022,
        msg: '内容包含不允许的脚本或事件代码，请删除后再提交',
      });
    }
    expect(await count()).toBe(before);
  });

  it('takes only http(s) links as 转载链接 and 功能介绍, drafts included, and writes nothing else', async () => {
    const before = await count();
    const hostile = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/x',
    ];
    for (const link of [...hostile, 'vbscript:msgbox(1)', 'ftp://files.example/a.zip', 'http://']) {
      expect(await put(creator.token, course({ type: '转载', external_link: link })), link).toMatchObject({
        code: 4022,
        msg: '转载链接需以 http:// 或 https:// 开头',
      });
      expect(await put(creator.token, course({ web_link: link, status: 0 }), 'plug'), link).toMatchObject({
        code: 4022,
        msg: '功能介绍链接需以 http:// 或 https:// 开头',
      });
    }
    expect(await count()).toBe(before);
    const saved = await put(
      creator.token,
      course({ type: '转载', external_link: ' https://a.example/课程?id=1 ' }),
    );
    expect(saved).toMatchObject({ code: 200, msg: '提交成功' });
    expect((await rowOf(saved.data.id))!.externalLink).toBe('https://a.example/课程?id=1');
    const plug = await put(
      creator.token,
      { name: '插件草稿', web_link: 'http://intro.example/', status: 0 },
      'plug',
    );
    expect((await rowOf(plug.data.id))!.webLink).toBe('http://intro.example/');
  });

  it('stores rich text through the sanitiser (no style, no unknown tags)', async () => {
    const answer = await put(
      creator.token,
      course({ intro: '<p style="color:red">文字</p><marquee>跑</marquee>', status: 0 }),
    );
    expect((await rowOf(answer.data.id))!.intro).toBe('<p>文字</p>跑');
  });

  it('applies the review rules only when publishing; drafts may be partial', async () => {
    const draft = await put(creator.token, { name: '只写了名字', status: 0 });
    expect(draft).toMatchObject({ code: 200, msg: '已存入草稿' });
    const cases: [Record<string, unknown>, string][] = [
      [{ images: '' }, '请选择封面图'],
      [{ name: '' }, '请输入课程名称'],
      [{ price: '' }, '请输入价格'],
      [{ price: '1.234' }, '价格须为不小于 0 的数字，最多两位小数'],
      [{ price: -1 }, '价格须为不小于 0 的数字，最多两位小数'],
      [{ type: '' }, '请选择类型'],
      [{ type: '转载', external_link: '' }, '请输入转载链接'],
      [{ push: false }, '请勾选协议'],
      [{ author: '' }, '请输入创作者'],
      [{ cate_id: '' }, '请选择分类'],
      [{ intro: '' }, '请输入课程介绍'],
      [{ detailList: [{ name: '章', type: 'chapter', index: 1 }] }, '请上传视频'],
      [{ detailList: [{ name: '', type: 'task', index: 1, link: video }] }, '请输入标题名称'],
      [{ detailList: [{ name: '课', type: 'lesson', index: 1, link: video }] }, '请选择类型'],
      [{ detailList: [{ name: '课', type: 'task', index: 1, parent: 9, link: video }] }, '所属章节不存在'],
      [{ status: 1 }, '状态错误，只能存入草稿或立即发布'],
    ];
    const before = await count();
    for (const [over, msg] of cases)
      expect(await put(creator.token, course(over))).toMatchObject({ code: 4022, msg });
    expect(await count()).toBe(before);
  });

  it('refuses a tenant category, an unknown tag and files that are not the member’s own completed uploads', async () => {
    const before = await count();
    expect(await put(creator.token, course({ cate_id: refs.tenantId }))).toMatchObject({
      msg: '该分类不可选择，请重新选择',
    });
    expect(await put(creator.token, course({ cate_id: refs.tenantChildId }))).toMatchObject({
      msg: '该分类不可选择，请重新选择',
    });
    expect(await put(creator.token, course({ tag: [999999] }))).toMatchObject({
      msg: '标签不存在，请重新选择',
    });
    expect(await put(other.token, course())).toMatchObject({
      code: 4022,
      msg: '文件不存在或未上传完成，请重新上传',
    });
    expect(
      await put(creator.token, course({ images: 'clients/uploads/1/20250101/guess.png' })),
    ).toMatchObject({
      msg: '文件不存在或未上传完成，请重新上传',
    });
    expect(await put(creator.token, course({ images: video }))).toMatchObject({
      msg: '文件类型与该栏目不符，请重新上传',
    });
    expect(await count()).toBe(before);
  });

  it('refuses members without the creator flag, clearly', async () => {
    for (const kind of ['course', 'plug', 'goods'])
      expect(await put(plain.token, { name: 'x', status: 0 }, kind)).toMatchObject({
        code: 4003,
        msg: '您还没有该类型的投稿权限，请联系管理员开通',
      });
    expect((await t.call('POST', '/api/userput/video', { token: creator.token, body: {} })).code).not.toBe(
      200,
    );
  });

  it('edits a rejected or pending own submission, deletes it, and filters the list', async () => {
    const id = (await put(creator.token, course({ name: '可以改' }))).data.id;
    expect(await put(creator.token, course({ id, name: '改过了', status: 0 }))).toMatchObject({ code: 200 });
    expect((await rowOf(id))!.name).toBe('改过了');
    const drafts = await t.call('GET', '/api/getUserPut/course?status=0&name=改过', { token: creator.token });
    expect(drafts.data.data.map((e: { id: number }) => e.id)).toEqual([id]);
    expect(drafts.data.data[0].state_label).toBe('未发布');
    expect(await t.call('GET', `/api/delUserPut/course?id=${id}`, { token: creator.token })).toMatchObject({
      code: 200,
      msg: '删除成功',
    });
    expect(await rowOf(id)).toBeUndefined();
  });
});

describe('ownership matrix', () => {
  let id: number;
  beforeAll(async () => {
    id = (await put(creator.token, course({ name: '别人的稿件' }))).data.id;
  });
  it('a guest gets 4001, another member “not found” and nothing changes, the owner succeeds', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/userput/course', course({ id, name: '篡改' })],
      ['GET', `/api/delUserPut/course?id=${id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, { body })).code).toBe(4001);
      expect(await t.call(method, url, { token: other.token, body })).toMatchObject({
        code: 4004,
        msg: '稿件不存在',
      });
    }
    // The owner naming the wrong kind reads as not found too.
    expect(await t.call('GET', `/api/delUserPut/plug?id=${id}`, { token: creator.token })).toMatchObject({
      code: 4004,
    });
    expect((await rowOf(id))!.name).toBe('别人的稿件');
    const theirs = await t.call('GET', '/api/getUserPut/course', { token: other.token });
    expect(theirs.data.data.some((e: { id: number }) => e.id === id)).toBe(false);
    expect((await t.call('GET', '/api/getUserPut/course')).code).toBe(4001);
    expect((await t.call('GET', '/api/getUserPut/lesson', { token: creator.token })).msg).toBe(
      '稿件类型错误',
    );
    expect(
      await t.call('POST', '/api/userput/course', {
        token: creator.token,
        body: course({ id, name: '本人修改' }),
      }),
    ).toMatchObject({ code: 200 });
    expect((await rowOf(id))!.name).toBe('本人修改');
  });
});

describe('review', () => {
  it('rejects with a reason (private, 未通过：理由), and approval publishes into the catalogue', async () => {
    const id = (await put(creator.token, course({ name: '待审核课程' }))).data.id;
    expect(
      await t.call('POST', `/api/dev/creator/course/${id}/review`, { body: { decision: 'reject' } }),
    ).toMatchObject({
      code: 4022,
      msg: '请填写未通过的理由',
    });
    const rejected = await t.call('POST', `/api/dev/creator/course/${id}/review`, {
      body: { decision: 'reject', reason: '封面不清晰' },
    });
    expect(rejected).toMatchObject({ code: 200, data: { is_check: 3, published_id: null } });
    const listed = await t.call('GET', '/api/getUserPut/course?isCheck=3', { token: creator.token });
    expect(listed.data.data[0]).toMatchObject({
      id,
      state_label: '未通过：封面不清晰',
      errors: '封面不清晰',
    });
    // Not in review any more: a second decision is refused until the creator resubmits.
    expect(
      (await t.call('POST', `/api/dev/creator/course/${id}/review`, { body: { decision: 'approve' } })).msg,
    ).toBe('该稿件不在审核中');
    expect((await put(creator.token, course({ id, name: '待审核课程' }))).code).toBe(200);
    const approved = await t.call('POST', `/api/dev/creator/course/${id}/review`, {
      body: { decision: 'approve' },
    });
    expect(approved).toMatchObject({ code: 200, data: { is_check: 2 } });
    const page = await t.call('GET', `/api/courses/${approved.data.published_id}`);
    expect(page.code).toBe(200);
    expect(JSON.stringify(page.data)).toContain('待审核课程');
    const entry = (await t.call('GET', '/api/getUserPut/course?isCheck=2', { token: creator.token })).data
      .data[0];
    expect(entry).toMatchObject({ state_label: '已通过', can_edit: false, can_delete: false });
    expect((await put(creator.token, course({ id }))).msg).toBe('已通过审核的稿件不能修改或删除');
    expect((await t.call('GET', `/api/delUserPut/course?id=${id}`, { token: creator.token })).msg).toBe(
      '已通过审核的稿件不能修改或删除',
    );
  });
});
