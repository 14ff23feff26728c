import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { CheckStatus, ContentStatus } from '../../kernel/visibility/index.ts';
import { categoryChain } from './testing.ts';
import { courses } from './schema.ts';

/** Enough rows that the last pages lie beyond DEEP_OFFSET (list-product-page.ts) and are read backwards. */
const ROWS = 2_437;
let t: TestApp;
let cateId: number;
beforeAll(async () => {
  t = await startTestApp();
  [cateId] = await categoryChain(t, 'course', ['深页测试']);
  const base = Date.UTC(2024, 0, 1);
  await t.ctx.db.insert(courses).values(
    Array.from({ length: ROWS }, (_, i) => ({
      name: `深页课程${i}`,
      images: '/files/public/c.png',
      cateId: cateId!,
      status: ContentStatus.published,
      isCheck: CheckStatus.approved,
      // Ties on purpose (every 3 rows share a time; views repeat): the id breaks them the same way both ways.
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
      viewNum: i % 7,
    })),
  );
}, 120_000);
afterAll(() => t.close());

async function page(sort: number, offset: number, limit = 12): Promise<{ names: string[]; total: number }> {
  const answer = await t.call(
    'GET',
    `/api/courses?cate_id=${cateId}&sort=${sort}&limit=${limit}&offset=${offset}`,
  );
  expect(answer.code).toBe(200);
  return { names: answer.data.courses.map((c: { name: string }) => c.name), total: answer.data.total };
}

describe('deep pages of a product list', () => {
  it('every page, read forwards or backwards, is the slice of the full order (newest and hottest)', async () => {
    for (const sort of [0, 1]) {
      // The whole order, worked out here from the rows themselves.
      const rows = await t.ctx.db.select().from(courses).where(eq(courses.cateId, cateId));
      const key = (r: (typeof rows)[number]) =>
        sort === 0 ? r.createdAt.getTime() : r.salesNum * 10 + r.viewNum;
      const all = rows.sort((a, b) => key(b) - key(a) || b.id - a.id).map((r) => r.name);
      expect(all).toHaveLength(ROWS);
      const lastPage = Math.floor((ROWS - 1) / 12);
      for (const p of [0, 150, 166, 180, 200, lastPage - 1, lastPage]) {
        const { names, total } = await page(sort, p);
        expect(total).toBe(ROWS);
        expect(names).toEqual(all.slice(p * 12, p * 12 + 12));
      }
      expect((await page(sort, lastPage + 1)).names).toEqual([]);
    }
  }, 120_000);
});
