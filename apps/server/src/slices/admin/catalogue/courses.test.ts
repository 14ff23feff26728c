import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness.ts';
import { courses } from '../../catalogue/schema.ts';
import { categoryChain, grant, insertCourse, memberWithToken } from '../../catalogue/testing.ts';
import { courseWithLessons } from '../../learning/testing.ts';
import { auditRowsFor, startContentTestApp, multipartBody, staffTokens } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let cate: number;
let otherCate: number;
beforeAll(async () => {
  let categoryIds: number[];
  ({ t, tokens, categoryIds } = await startContentTestApp('course', ['后台课程分类', '后台课程分类二']));
  [cate, otherCate] = categoryIds as [number, number];
});
afterAll(() => t.close());

const as = (token: string) => ({
  get: (path: string) => t.call('GET', path, { token }),
  post: (path: string, body: unknown) => t.call('POST', path, { token, body }),
});
const rowOf = async (id: number) => (await t.ctx.db.select().from(courses).where(eq(courses.id, id)))[0]!;

const fields = (over: Record<string, unknown> = {}) => ({
  name: '改过的课程名',
  images: '/files/public/new-cover.png',
  cate_id: otherCate,
  price: '88.5',
  market_price: '120',
  has_discount: true,
  discount_price: '66',
  intro: '<p>新的简介<img src="/files/public/a.png" data-x="1"><form>表单</form></p>',
  explain: '一句话摘要',
  author: '新作者',
  tags: ['排版', '海报', '排版'],
  ...over,
});

describe('courses (back office)', () => {
  it('lists every state, searched by title or id and filtered by category, state and creator', async () => {
    const on = await insertCourse(t, cate, { name: '表格检索上架课' });
    const off = await insertCourse(t, cate, { name: '表格检索下架课', status: 0, isCheck: 2 });
    const pending = await insertCourse(t, cate, { name: '表格检索审核课', review: 'pending' });
    const editor = as(tokens.editor);
    const all = await editor.get(`/api/admin/courses?keywords=${encodeURIComponent('表格检索')}`);
    expect(all.data.total).toBe(3);
    expect(
      Object.fromEntries(all.data.list.map((c: { id: number; state: string }) => [c.id, c.state])),
    ).toEqual({
      [on.id]: 'on',
      [off.id]: 'off',
      [pending.id]: 'review',
    });
    const byId = await editor.get(`/api/admin/courses?keywords=${off.id}`);
    expect(byId.data.list.map((c: { id: number }) => c.id)).toContain(off.id);
    const offOnly = await editor.get(`/api/admin/courses?cate_id=${cate}&state=off`);
    expect(offOnly.data.list.map((c: { id: number }) => c.id)).toEqual([off.id]);
    const member = await memberWithToken(t, '课程创作者甲');
    const mine = await insertCourse(t, cate, { name: '创作者的课', userId: member.id });
    const byCreator = await editor.get(`/api/admin/courses?creator=${encodeURIComponent('课程创作者甲')}`);
    expect(byCreator.data.list).toEqual([
      expect.objectContaining({ id: mine.id, creator: { id: member.id, name: '课程创作者甲' } }),
    ]);
    expect(await editor.get('/api/admin/courses?state=gone')).toMatchObject({ code: 4022 });
  });

  it('an editor saves every public field as one audited change; the public page shows it', async () => {
    const course = await insertCourse(t, cate, { name: '改前的课程', price: '30' });
    const saved = await as(tokens.editor).post(`/api/admin/courses/${course.id}`, fields());
    expect(saved).toMatchObject({
      code: 200,
      data: {
        name: '改过的课程名',
        cate_id: otherCate,
        price: 88.5,
        has_discount: true,
        discount_price: 66,
        market_price: 120,
        tags: ['排版', '海报'],
      },
    });
    // Sanitised like creators' rich text: what the allowlist lacks is gone, the picture and text stay.
    expect(saved.data.intro).toContain('<img src="/files/public/a.png"');
    expect(saved.data.intro).not.toMatch(/data-x|<form/);
    expect(saved.data.intro).toContain('表单');
    const row = await rowOf(course.id);
    expect(row).toMatchObject({ discountRate: '0.75', price: '88.50' });

    const page = await t.call('GET', `/api/courses/${course.id}`);
    expect(page.data.course).toMatchObject({ name: '改过的课程名', price: 88.5, discount_price: 66 });

    const [audit] = await auditRowsFor(t, 'course', course.id);
    expect(audit).toMatchObject({
      action: 'course.update',
      before: { name: '改前的课程', price: '30.00', tags: [] },
      after: { name: '改过的课程名', price: '88.50', tags: ['排版', '海报'] },
    });
  });

  it('bad input answers a Chinese message and changes nothing', async () => {
    const course = await insertCourse(t, cate, { name: '不能改坏' });
    const before = await rowOf(course.id);
    const [plugCate] = await categoryChain(t, 'plug', ['插件的分类']);
    const editor = as(tokens.editor);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请填写课程名称'],
      [{ images: '' }, '请上传课程封面'],
      [{ price: '-1' }, '价格需为 0–99999 的数字，最多两位小数'],
      [{ price: '1.234' }, '价格需为 0–99999 的数字，最多两位小数'],
      [{ discount_price: '100' }, '优惠价不能高于原价'],
      [{ cate_id: plugCate }, '请选择该类型下的分类'],
      [{ intro: '<script>alert(1)</script>' }, '内容包含不允许的脚本或事件代码，请删除后再提交'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `标签${i}`) }, '标签最多 10 个'],
    ];
    for (const [change, msg] of cases)
      expect(await editor.post(`/api/admin/courses/${course.id}`, fields(change))).toMatchObject({
        code: 4022,
        msg,
      });
    expect(await editor.post('/api/admin/courses/999999', fields())).toMatchObject({
      code: 4004,
      msg: '课程不存在',
    });
    expect(await rowOf(course.id)).toEqual(before);
    expect(await auditRowsFor(t, 'course', course.id)).toEqual([]);
  });

  it('taking a course off the shelf hides it from guests; a member who holds it keeps learning it', async () => {
    const { course, tasks } = await courseWithLessons(t);
    const holder = await memberWithToken(t, '已购会员');
    const stranger = await memberWithToken(t, '未购会员');
    await grant(t, holder.id, ProductType.course, course.id);

    const off = await as(tokens.editor).post(`/api/admin/courses/${course.id}/shelf`, { on_shelf: false });
    expect(off).toMatchObject({ code: 200, msg: '课程已下架', data: { state: 'off' } });
    expect(await t.call('GET', `/api/courses/${course.id}`)).toMatchObject({ code: 4004 });
    expect(await t.call('GET', `/api/courses/${course.id}`, { token: stranger.token })).toMatchObject({
      code: 4004,
    });
    const list = await t.call('GET', `/api/courses?cate_id=${course.cateId}`);
    expect(JSON.stringify(list.data)).not.toContain(`"id":${course.id},`);

    const held = await t.call('GET', `/api/courses/${course.id}`, { token: holder.token });
    expect(held).toMatchObject({ code: 200, data: { course: { purchase: 1 } } });
    const lesson = await t.call('GET', `/api/courses/${course.id}/lessons/${tasks.normal.id}`, {
      token: holder.token,
    });
    expect(lesson.code).toBe(200);

    const on = await as(tokens.admin).post(`/api/admin/courses/${course.id}/shelf`, { on_shelf: true });
    expect(on).toMatchObject({ code: 200, data: { state: 'on' } });
    expect((await t.call('GET', `/api/courses/${course.id}`)).code).toBe(200);
    const audits = await auditRowsFor(t, 'course', course.id);
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['course.shelf_on', { status: 0 }, { status: 2 }],
      ['course.shelf_off', { status: 2 }, { status: 0 }],
    ]);
  });

  it('a course still in review cannot be put on the shelf here', async () => {
    const pending = await insertCourse(t, cate, { review: 'pending' });
    expect(
      await as(tokens.editor).post(`/api/admin/courses/${pending.id}/shelf`, { on_shelf: true }),
    ).toMatchObject({ code: 4009, msg: '该课程尚未通过审核，请在投稿审核中处理' });
    expect((await rowOf(pending.id)).status).toBe(pending.status);
  });

  it('reviewer, finance, members and guests are refused', async () => {
    const course = await insertCourse(t, cate, { name: '角色不可改' });
    for (const token of [tokens.reviewer, tokens.finance]) {
      expect(await as(token).post(`/api/admin/courses/${course.id}`, fields())).toMatchObject({ code: 4003 });
      expect(await as(token).get('/api/admin/courses')).toMatchObject({ code: 4003 });
    }
    const member = await memberWithToken(t);
    expect(
      await as(member.token).post(`/api/admin/courses/${course.id}/shelf`, { on_shelf: false }),
    ).toMatchObject({ code: 4001 });
    expect(await t.call('GET', `/api/admin/courses/${course.id}`)).toMatchObject({ code: 4001 });
    expect((await rowOf(course.id)).name).toBe('角色不可改');
  });

  it('a cover is uploaded through storage and served publicly; other files are refused', async () => {
    const upload = async (token: string, name: string, type: string, content: Buffer) => {
      const body = multipartBody({}, { file: { name, type, content } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads/image',
        payload: body.payload,
        headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
      });
      return res.json() as { code: number; msg: string; data: { url: string } | null };
    };
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const stored = await upload(tokens.editor, 'cover.png', 'image/png', png);
    expect(stored).toMatchObject({
      code: 200,
      data: { url: expect.stringMatching(/^\/files\/public\/admin\/\d{6}\/.+\.png$/) },
    });
    const served = await t.app.inject({ method: 'GET', url: stored.data!.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);

    // A script named like a picture is judged by its bytes.
    expect(
      await upload(tokens.editor, 'evil.png', 'image/png', Buffer.from('<script>1</script>')),
    ).toMatchObject({
      code: 4022,
      msg: '图片只能是 JPG、PNG 或 GIF 格式',
    });
    expect(await upload(tokens.finance, 'cover.png', 'image/png', png)).toMatchObject({ code: 4003 });
  });
});
