import { adminAiCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { galleryLikes, galleryWorks } from '../../catalogue/schema.ts';
import { categoryChain } from '../../catalogue/testing.ts';
import { aiMember, galleryCategory } from '../../ai/testing.ts';
import { adminAuditLog } from '../schema.ts';
import { auditRowsFor, staffTokens } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let tabId: number;
beforeAll(async () => {
  t = await startTestApp();
  tokens = await staffTokens(t);
  [tabId] = (await categoryChain(t, 'gallery', ['后台测试作品集'])) as [number];
}, 120_000);
afterAll(() => t.close());

const as = (token: string | undefined, method: string, url: string, body?: unknown) =>
  t.call(method, url, { token, body });
const work = (over: Record<string, unknown> = {}) => ({
  title: '云上美术馆',
  desc: 'AI 渲染，晨雾效果',
  cate_id: tabId,
  cover: '/files/public/site/202611/cover.png',
  images: ['/files/public/site/202611/a.png', '/files/public/site/202611/b.png'],
  author_name: '光子编辑部',
  author_avatar: '/files/public/site/202611/avatar.png',
  ...over,
});
const publicGallery = async (cateId = 0, token?: string) =>
  (await t.call('POST', '/api/ai/gallery', { token, body: { cate_id: cateId, limit: 50, offset: 0 } })).data;
const auditCount = async () => (await t.ctx.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length;

describe('AI gallery in the back office', () => {
  it('an editor creates a work; it shows first in the public gallery under its tab, images in order', async () => {
    const created = await as(tokens.editor, 'POST', '/api/admin/ai/gallery', work());
    expect(created).toMatchObject({
      code: 200,
      msg: '已保存',
      data: { title: '云上美术馆', cate_id: tabId, cate_name: '后台测试作品集', like_count: 0 },
    });
    const id = created.data.id as number;
    const shown = await publicGallery(tabId);
    expect(shown.list[0]).toMatchObject({
      id,
      title: '云上美术馆',
      cover: '/files/public/site/202611/cover.png',
      images: ['/files/public/site/202611/a.png', '/files/public/site/202611/b.png'],
      author: { name: '光子编辑部', avatar: '/files/public/site/202611/avatar.png' },
    });
    const [row] = await auditRowsFor(t, 'gallery_work', id);
    expect(row).toMatchObject({ action: 'gallery.create', before: null, after: { title: '云上美术馆' } });
  });

  it('an admin edits (reorders, removes an image), searches by title and tab, deletes with its likes', async () => {
    const { cateId, ids } = await galleryCategory(t, 1);
    const id = ids[0]!;
    const member = await aiMember(t);
    expect((await t.call('POST', '/api/ai/gallery/like', { token: member.token, body: { id } })).code).toBe(
      200,
    );
    const edited = await as(
      tokens.admin,
      'POST',
      `/api/admin/ai/gallery/${id}`,
      work({
        title: '改过的作品',
        cate_id: cateId,
        images: ['/files/public/w0-2.png', '/files/public/w0.png'],
      }),
    );
    expect(edited).toMatchObject({ code: 200, data: { title: '改过的作品', like_count: 1 } });
    expect((await publicGallery(cateId)).list[0]).toMatchObject({
      id,
      images: ['/files/public/w0-2.png', '/files/public/w0.png'],
      like_count: 1,
    });
    const found = await as(
      tokens.admin,
      'GET',
      `/api/admin/ai/gallery?keywords=${encodeURIComponent('改过')}&cate_id=${cateId}&offset=0&limit=10`,
    );
    expect(found.data).toMatchObject({ total: 1, list: [{ id, like_count: 1 }] });
    expect(
      (
        await as(
          tokens.admin,
          'GET',
          `/api/admin/ai/gallery?cate_id=${tabId}&keywords=${encodeURIComponent('改过')}`,
        )
      ).data.total,
    ).toBe(0);
    const [updated] = await auditRowsFor(t, 'gallery_work', id);
    expect(updated).toMatchObject({
      action: 'gallery.update',
      before: { title: '测试作品 0', images: ['/files/public/w0.png', '/files/public/w0-2.png'] },
      after: { title: '改过的作品' },
    });

    expect(await as(tokens.admin, 'POST', `/api/admin/ai/gallery/${id}/delete`)).toMatchObject({
      code: 200,
      msg: '作品已删除',
    });
    expect(await t.ctx.db.select().from(galleryWorks).where(eq(galleryWorks.id, id))).toEqual([]);
    expect(await t.ctx.db.select().from(galleryLikes).where(eq(galleryLikes.workId, id))).toEqual([]);
    expect((await publicGallery(cateId)).list).toEqual([]);
    const [deleted] = await auditRowsFor(t, 'gallery_work', id);
    expect(deleted).toMatchObject({ action: 'gallery.delete', before: { like_count: 1 }, after: null });
    expect(await as(tokens.admin, 'POST', `/api/admin/ai/gallery/${id}/delete`)).toMatchObject({
      code: 4004,
      msg: '作品不存在或已删除',
    });
    expect((await as(tokens.admin, 'GET', `/api/admin/ai/gallery/${id}`)).code).toBe(4004);
  });

  it('bad input gets a Chinese message and changes nothing', async () => {
    const { ids } = await galleryCategory(t, 1);
    const [newsTab] = (await categoryChain(t, 'news', ['不是作品分类'])) as [number];
    const audits = await auditCount();
    const works = (await t.ctx.db.select({ id: galleryWorks.id }).from(galleryWorks)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, '请填写作品标题'],
      [{ title: '长'.repeat(101) }, '作品标题不能超过 100 个字符'],
      [{ cover: '' }, '请上传作品封面'],
      [{ cover: 'javascript:alert(1)' }, '请上传作品封面'],
      [{ images: ['/files/public/../secret.png'] }, '图片地址无效，请重新上传'],
      [{ images: Array.from({ length: 21 }, () => '/files/public/x.png') }, '作品图片最多 20 张'],
      [{ author_avatar: 'ftp://x/y.png' }, '作者头像地址无效，请重新上传'],
      [{ cate_id: newsTab }, '作品分类不存在，请重新选择'],
      [{ cate_id: 0 }, '请选择作品分类'],
    ];
    for (const [change, msg] of cases) {
      for (const url of ['/api/admin/ai/gallery', `/api/admin/ai/gallery/${ids[0]}`])
        expect(await as(tokens.editor, 'POST', url, work(change)), msg).toMatchObject({ code: 4022, msg });
    }
    const [after] = await t.ctx.db.select().from(galleryWorks).where(eq(galleryWorks.id, ids[0]!));
    expect(after).toMatchObject({ title: '测试作品 0' });
    expect((await t.ctx.db.select({ id: galleryWorks.id }).from(galleryWorks)).length).toBe(works);
    expect(await auditCount()).toBe(audits);
  });

  it('a hidden tab leaves the public tabs; the categories page manages flat gallery tabs', async () => {
    const made = await as(tokens.editor, 'POST', '/api/admin/categories', {
      kind: 'gallery',
      name: 'AI 规划',
      parent_id: 0,
      sort: 9,
    });
    expect(made).toMatchObject({ code: 200, data: { kind: 'gallery', level: 1 } });
    const cateId = made.data.id as number;
    const tabs = async () =>
      (
        (await t.call('POST', '/api/ai/gallery', { body: { cate_id: 0 } })).data.cates as { id: number }[]
      ).map((c) => c.id);
    expect(await tabs()).toContain(cateId);
    expect(
      await as(tokens.editor, 'POST', '/api/admin/categories', {
        kind: 'gallery',
        name: '二级',
        parent_id: cateId,
        sort: 0,
      }),
    ).toMatchObject({ code: 4022, msg: '上级分类需为同类型的一级分类' });
    await as(tokens.editor, 'POST', '/api/admin/ai/gallery', work({ cate_id: cateId, title: '规划作品' }));
    const listed = await as(tokens.editor, 'GET', '/api/admin/categories?kind=gallery');
    expect(listed.data.find((c: { id: number }) => c.id === cateId)).toMatchObject({ items: 1 });
    expect(
      (
        await as(tokens.editor, 'POST', `/api/admin/categories/${cateId}`, {
          name: 'AI 规划',
          sort: 9,
          hidden: true,
        })
      ).code,
    ).toBe(200);
    expect(await tabs()).not.toContain(cateId);
  });

  it('finance and reviewers are refused, members and guests must sign in', async () => {
    const { ids } = await galleryCategory(t, 1);
    const member = await aiMember(t);
    for (const call of Object.values(adminAiCalls).filter((c) => c.path.includes('gallery'))) {
      const url = call.path.replace(':id', String(ids[0]));
      const body = call.method === 'POST' ? work() : undefined;
      for (const role of ['finance', 'reviewer'] as const)
        expect(await as(tokens[role], call.method, url, body), url).toMatchObject({ code: 4003 });
      expect((await as(member.token, call.method, url, body)).code).toBe(4001);
      expect((await as(undefined, call.method, url, body)).code).toBe(4001);
    }
    expect(await t.ctx.db.select().from(galleryWorks).where(eq(galleryWorks.id, ids[0]!))).toHaveLength(1);
  });
});
