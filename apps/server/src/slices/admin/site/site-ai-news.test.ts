import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness.ts';
import { aiNews } from '../../ai/schema.ts';
import { aiMember, insertAiNews } from '../../ai/testing.ts';
import { adminAiNewsCalls } from '@app/contract';
import { adminAuditLog } from '../schema.ts';
import { auditRowsFor, staffTokens, startContentTestApp } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
beforeAll(async () => {
  ({ t, tokens } = await startContentTestApp());
}, 120_000);
afterAll(() => t.close());

const as = (token: string | undefined, method: string, url: string, body?: unknown) =>
  t.call(method, url, { token, body });
const draft = (over: Record<string, unknown> = {}) => ({
  title: 'AI 渲染提示词技巧',
  cate: 1,
  description: '三个要点',
  author: 'AI 编辑部',
  images: '',
  content: '<p>写清材质<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  published: false,
  ...over,
});
const publicIds = async (keywords = '') =>
  (
    (await t.call('POST', '/api/ai/news', { body: { limit: 50, keywords } })).data.list as { id: number }[]
  ).map((n) => n.id);
const auditCount = async () => (await t.ctx.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length;

describe('site content: AI news', () => {
  it('an editor creates a draft (sanitised), publishes it; the AI news pages show it', async () => {
    const created = await as(tokens.editor, 'POST', '/api/admin/ai-news', draft());
    expect(created).toMatchObject({ code: 200, msg: '已保存', data: { published: false, cate: 1 } });
    const id = created.data.id as number;
    expect(created.data.content).not.toMatch(/script|onerror/);
    expect(await publicIds()).not.toContain(id);
    expect((await t.call('GET', `/api/ai/news/${id}`)).code).toBe(4004);

    const published = await as(tokens.editor, 'POST', `/api/admin/ai-news/${id}/publish`, {
      published: true,
    });
    expect(published).toMatchObject({ code: 200, msg: '已发布', data: { published: true } });
    expect(await publicIds()).toContain(id);
    expect(await t.call('GET', `/api/ai/news/${id}`)).toMatchObject({
      code: 200,
      data: { title: 'AI 渲染提示词技巧' },
    });
    const rows = await auditRowsFor(t, 'ai_news', id);
    expect(rows.map((r) => r.action)).toEqual(['ai_news.publish', 'ai_news.create']);
    expect(rows[0]).toMatchObject({ before: { published: false }, after: { published: true } });
  });

  it('an admin edits, lists with filters, takes down (out of neighbours too) and deletes', async () => {
    const older = await insertAiNews(t, {
      cate: 2,
      title: '更早的一篇',
      createdAt: new Date(Date.now() - 60_000),
    });
    const row = await insertAiNews(t, {
      cate: 2,
      title: '旧标题 AI 资讯',
      createdAt: new Date(Date.now() - 30_000),
    });
    const edited = await as(
      tokens.admin,
      'POST',
      `/api/admin/ai-news/${row.id}`,
      draft({ title: '新标题 AI 资讯', cate: 2, published: true }),
    );
    expect(edited).toMatchObject({ code: 200, data: { title: '新标题 AI 资讯', cate: 2, published: true } });
    const found = await as(
      tokens.admin,
      'GET',
      `/api/admin/ai-news?keywords=${encodeURIComponent('新标题')}&cate=2&status=published`,
    );
    expect(found.data.list.map((n: { id: number }) => n.id)).toEqual([row.id]);
    expect((await t.call('GET', `/api/ai/news/${older.id}`)).data.prev).toMatchObject({ id: row.id });

    expect(
      (await as(tokens.admin, 'POST', `/api/admin/ai-news/${row.id}/publish`, { published: false })).msg,
    ).toBe('已下线');
    expect(await publicIds('新标题')).toEqual([]);
    expect((await t.call('GET', `/api/ai/news/${older.id}`)).data.prev?.id).not.toBe(row.id);

    expect(await as(tokens.admin, 'POST', `/api/admin/ai-news/${row.id}/delete`)).toMatchObject({
      code: 200,
      msg: '已删除',
    });
    expect(await t.ctx.db.select().from(aiNews).where(eq(aiNews.id, row.id))).toEqual([]);
    const [deleted] = await auditRowsFor(t, 'ai_news', row.id);
    expect(deleted).toMatchObject({
      action: 'ai_news.delete',
      before: { title: '新标题 AI 资讯' },
      after: null,
    });
    expect(await as(tokens.admin, 'POST', `/api/admin/ai-news/${row.id}/delete`)).toMatchObject({
      code: 4004,
      msg: 'AI 资讯不存在或已删除',
    });
  });

  it('bad input gets a Chinese message and changes nothing', async () => {
    const row = await insertAiNews(t, { title: '保持不变' });
    const audits = await auditCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, '请输入资讯标题'],
      [{ cate: 3 }, '请选择栏目（知识或资讯）'],
      [{ images: 'https://evil.example/x.png' }, '封面图片地址无效，请重新上传'],
      [{ content: '<script>alert(1)</script>' }, '请输入资讯正文'],
    ];
    for (const [change, msg] of cases) {
      for (const url of ['/api/admin/ai-news', `/api/admin/ai-news/${row.id}`])
        expect(await as(tokens.editor, 'POST', url, draft(change)), msg).toMatchObject({ code: 4022, msg });
    }
    const [after] = await t.ctx.db.select().from(aiNews).where(eq(aiNews.id, row.id));
    expect(after).toMatchObject({ title: '保持不变', published: true });
    expect(await auditCount()).toBe(audits);
  });

  it('finance and reviewers are refused, members and guests must sign in', async () => {
    const row = await insertAiNews(t, { title: '角色测试' });
    const member = await aiMember(t);
    for (const call of Object.values(adminAiNewsCalls)) {
      const url = call.path.replace(':id', String(row.id));
      const body = call.method === 'POST' ? draft() : undefined;
      for (const role of ['finance', 'reviewer'] as const)
        expect(await as(tokens[role], call.method, url, body), url).toMatchObject({ code: 4003 });
      expect((await as(member.token, call.method, url, body)).code).toBe(4001);
      expect((await as(undefined, call.method, url, body)).code).toBe(4001);
    }
    expect(await t.ctx.db.select().from(aiNews).where(eq(aiNews.id, row.id))).toHaveLength(1);
  });
});
