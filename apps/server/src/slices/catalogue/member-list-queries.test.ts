import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { categoryChain, insertCourse, memberWithToken } from './testing.ts';

/**
 * How many SQL statements a member's list and search requests cost once the shared caches are warm. A
 * member's course list reaches its handler (it marks their purchases) but reuses the guests' page rows;
 * search is the same for everyone ('none'), so members are answered from the guests' cache like guests. Counted as in
 * learning/playback-queries.test.ts: a counting logger on the app's database session.
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

describe('SQL statements of a member’s list and search requests', () => {
  it('GET /api/courses: the session and the page’s entitlements (rows and total reused), nothing more', async () => {
    const [top, sub] = await categoryChain(t, 'course', ['计数一级', '计数二级']);
    for (let i = 0; i < 3; i++) await insertCourse(t, sub!, { name: `计数课程${i}` });
    const member = await memberWithToken(t);
    const list = async (url: string) => {
      const res = await t.call('GET', url, { token: member.token });
      expect(res.code).toBe(200);
      return res.data as { courses: unknown[]; total: number };
    };
    for (const url of ['/api/courses', `/api/courses?cate_id=${top}`, '/api/courses?sort=1']) {
      const first = await list(url); // fills the rows, the totals and the category list
      expect(await counted(() => list(url))).toBe(2);
      expect(await list(url)).toEqual(first);
    }
    // Another category of the same kind reuses the cached category list: its rows and total are new.
    expect(await counted(() => list(`/api/courses?cate_id=${sub}`))).toBe(4);
  });

  it('GET /api/search: the counts per type are shared by every tab and page of the same terms', async () => {
    await insertCourse(t, (await categoryChain(t, 'course', ['搜索计数']))[0]!, { name: '计数幕墙课' });
    const member = await memberWithToken(t);
    const search = async (type: string, keywords: string) => {
      const res = await t.call('GET', `/api/search?keywords=${encodeURIComponent(keywords)}&type=${type}`, {
        token: member.token,
      });
      expect(res.code).toBe(200);
      return res.data as { count: number; totalAll: number };
    };
    const first = await search('course', '计数 幕墙');
    expect(first.count).toBe(1);
    // Another tab, terms in another order: that tab's page only (one query per name-hit level until the
    // page is full: 3 levels for 2 terms when there are fewer hits than a page); no session lookup.
    expect(await counted(() => search('plug', '幕墙 计数'))).toBe(3);
    expect(await counted(() => search('plug', '幕墙 计数'))).toBe(0);
    expect((await search('plug', '幕墙 计数')).totalAll).toBe(first.totalAll);
  });
});
