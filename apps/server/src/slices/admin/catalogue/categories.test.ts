import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { categories } from '../../catalogue/schema.ts';
import { categoryChain, insertCourse, memberWithToken } from '../../catalogue/testing.ts';
import { auditRowsFor, staffTokens } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
beforeAll(async () => {
  t = await startTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const as = (token: string) => ({
  get: (path: string) => t.call('GET', path, { token }),
  post: (path: string, body: unknown) => t.call('POST', path, { token, body }),
  del: (path: string) => t.call('DELETE', path, { token }),
});
const rowOf = async (id: number) =>
  (await t.ctx.db.select().from(categories).where(eq(categories.id, id)))[0];
const publicTree = async () => (await t.call('GET', '/api/courses/cate')).data as { id: number }[];

describe('categories (back office)', () => {
  it('an editor creates a top-level and a second-level category, each audited; the public menu shows them', async () => {
    const editor = as(tokens.editor);
    const top = await editor.post('/api/admin/categories', { kind: 'course', name: '后台新建一级', sort: 5 });
    expect(top).toMatchObject({
      code: 200,
      data: { name: '后台新建一级', level: 1, parent_id: 0, hidden: false },
    });
    const child = await editor.post('/api/admin/categories', {
      kind: 'course',
      parent_id: top.data.id,
      name: '后台新建二级',
    });
    expect(child).toMatchObject({ code: 200, data: { level: 2, parent_id: top.data.id } });
    const [audit] = await auditRowsFor(t, 'category', child.data.id);
    expect(audit).toMatchObject({ action: 'category.create', before: null });
    expect(audit!.after).toMatchObject({ name: '后台新建二级', level: 2 });

    const list = await editor.get('/api/admin/categories?kind=course');
    expect(list.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: top.data.id, children: 1, items: 0 })]),
    );
  });

  it('renames, reorders and hides; a hidden category leaves the public tree with its children', async () => {
    const [top, child] = await categoryChain(t, 'course', ['待隐藏', '待隐藏子类']);
    const editor = as(tokens.editor);
    // The public menus reuse their rows for PUBLIC_CACHE_SECONDS: the test app keeps none (harness).
    expect((await publicTree()).map((n) => n.id)).toContain(top);
    const changed = await editor.post(`/api/admin/categories/${top}`, {
      name: '已改名',
      sort: 3,
      hidden: true,
    });
    expect(changed).toMatchObject({
      code: 200,
      data: { name: '已改名', sort: 3, hidden: true, children: 1 },
    });
    expect((await publicTree()).map((n) => n.id)).not.toContain(top);
    expect(JSON.stringify(await publicTree())).not.toContain(`"id":${child}`);
    const [audit] = await auditRowsFor(t, 'category', top!);
    expect(audit).toMatchObject({
      action: 'category.update',
      before: { name: '待隐藏', hidden: false },
      after: { name: '已改名', sort: 3, hidden: true },
    });
    await editor.post(`/api/admin/categories/${top}`, { name: '已改名', sort: 3, hidden: false });
    expect((await publicTree()).map((n) => n.id)).toContain(top);
  });

  it('refuses deleting a category still used, changing nothing; deletes an unused one', async () => {
    const [top, used] = await categoryChain(t, 'course', ['有课程的一级', '有课程的二级']);
    await insertCourse(t, used!);
    const admin = as(tokens.admin);
    expect(await admin.del(`/api/admin/categories/${used}`)).toMatchObject({
      code: 4009,
      msg: '该分类下还有 1 个作品（含投稿），不能删除；可改为隐藏',
    });
    expect(await admin.del(`/api/admin/categories/${top}`)).toMatchObject({
      code: 4009,
      msg: '该分类下还有子分类，请先删除或移走子分类',
    });
    expect(await rowOf(used!)).toBeDefined();
    expect(await auditRowsFor(t, 'category', used!)).toEqual([]);

    const [unused] = await categoryChain(t, 'plug', ['无人使用']);
    expect(await admin.del(`/api/admin/categories/${unused}`)).toMatchObject({
      code: 200,
      msg: '分类已删除',
    });
    expect(await rowOf(unused!)).toBeUndefined();
    const [audit] = await auditRowsFor(t, 'category', unused!);
    expect(audit).toMatchObject({ action: 'category.delete', after: null, before: { name: '无人使用' } });
  });

  it('bad input answers a Chinese message and changes nothing', async () => {
    const editor = as(tokens.editor);
    const [top, second] = await categoryChain(t, 'goods', ['素材一级', '素材二级']);
    const before = await rowOf(top!);
    expect(
      await editor.post(`/api/admin/categories/${top}`, { name: ' ', sort: 1, hidden: false }),
    ).toMatchObject({ code: 4022, msg: '请填写分类名称' });
    expect(
      await editor.post(`/api/admin/categories/${top}`, { name: '好名字', sort: -1, hidden: false }),
    ).toMatchObject({ code: 4022, msg: '排序需为 0–9999 的整数' });
    expect(
      await editor.post('/api/admin/categories', { kind: 'goods', parent_id: second, name: '第三级' }),
    ).toMatchObject({ code: 4022, msg: '上级分类需为同类型的一级分类' });
    expect(
      await editor.post('/api/admin/categories', { kind: 'course', parent_id: top, name: '错类型' }),
    ).toMatchObject({ code: 4022, msg: '上级分类需为同类型的一级分类' });
    expect(
      await editor.post('/api/admin/categories', { kind: 'goods', parent_id: top, name: '素材二级' }),
    ).toMatchObject({ code: 4022, msg: '同一级下已有同名分类' });
    expect(await editor.post('/api/admin/categories', { kind: 'news', name: '新闻' })).toMatchObject({
      code: 4022,
      msg: '请选择分类类型',
    });
    expect(
      await editor.post('/api/admin/categories/999999', { name: '不存在', sort: 0, hidden: false }),
    ).toMatchObject({ code: 4004, msg: '分类不存在' });
    expect(await rowOf(top!)).toEqual(before);
    expect(await auditRowsFor(t, 'category', top!)).toEqual([]);
  });

  it('reviewer, finance, members and guests are refused', async () => {
    const [top] = await categoryChain(t, 'course', ['不可动']);
    for (const token of [tokens.reviewer, tokens.finance])
      expect(
        await as(token).post(`/api/admin/categories/${top}`, { name: 'x', sort: 0, hidden: true }),
      ).toMatchObject({ code: 4003, msg: '您的角色无权执行该操作' });
    const member = await memberWithToken(t);
    expect(await as(member.token).get('/api/admin/categories?kind=course')).toMatchObject({ code: 4001 });
    expect(await t.call('DELETE', `/api/admin/categories/${top}`)).toMatchObject({ code: 4001 });
    expect((await rowOf(top!))!.name).toBe('不可动');
  });
});
