import { PageSize, ProductType } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import type { CategoryKind } from './schema.ts';
import {
  categoryChain,
  grant,
  insertCourse,
  insertGoods,
  insertPlugin,
  memberWithToken,
  minutesAgo,
  type Review,
} from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { demoData: true });
}, 120_000);
afterAll(() => t.close());

interface Kind {
  kind: CategoryKind;
  path: string;
  key: 'courses' | 'plugs' | 'goods';
  pageSize: number;
  insert: (
    cateId: number,
    seed: { review?: Review; createdAt?: Date; salesNum?: number; viewNum?: number },
  ) => Promise<{ id: number }>;
}
const kinds: Kind[] = [
  {
    kind: 'course',
    path: '/api/courses',
    key: 'courses',
    pageSize: PageSize.courses,
    insert: (c, s) => insertCourse(t, c, s),
  },
  {
    kind: 'plug',
    path: '/api/plug',
    key: 'plugs',
    pageSize: PageSize.plugs,
    insert: (c, s) => insertPlugin(t, c, s),
  },
  {
    kind: 'goods',
    path: '/api/goods',
    key: 'goods',
    pageSize: PageSize.goods,
    insert: (c, s) => insertGoods(t, c, s),
  },
];

const ids = (data: Record<string, { id: number }[]>, key: string) => data[key]!.map((item) => item.id);

describe.each(kinds)('$path', ({ kind, path, key, pageSize, insert }) => {
  /** A 4-level chain L1 › L2 › L3 › L4 plus a second level-2 branch, one item on each, hidden items on L4. */
  let chain: number[];
  let branch: number;
  const items: Record<string, number> = {};
  beforeAll(async () => {
    chain = await categoryChain(t, kind, ['测试一级', '测试二级', '测试三级', '测试四级']);
    [branch] = await categoryChain(t, kind, ['测试二级乙'], { id: chain[0]!, level: 1 });
    // Newest first: L4 item (0 min ago) … L1 item (4 min ago). Hotness (sales×10+views) gives another order:
    // L2b 500, then L1 (12 sales) and L3 (120 views) tie at 120, then L4 5, L2 1.
    items.l4 = (await insert(chain[3]!, { createdAt: minutesAgo(0), salesNum: 0, viewNum: 5 })).id;
    items.l3 = (await insert(chain[2]!, { createdAt: minutesAgo(1), salesNum: 0, viewNum: 120 })).id;
    items.l2 = (await insert(chain[1]!, { createdAt: minutesAgo(2), salesNum: 0, viewNum: 1 })).id;
    items.l2b = (await insert(branch!, { createdAt: minutesAgo(3), salesNum: 50, viewNum: 0 })).id;
    items.l1 = (await insert(chain[0]!, { createdAt: minutesAgo(4), salesNum: 12, viewNum: 0 })).id;
    for (const review of ['draft', 'pending', 'rejected'] as const)
      await insert(chain[3]!, { review, createdAt: minutesAgo(-10), salesNum: 999 });
  });

  it('includes every descendant of the chosen category, at each of the 4 levels', async () => {
    const expectIds = async (cateId: number, level: number, wanted: number[]) => {
      const res = await t.call('GET', `${path}?cate_id=${cateId}&level=${level}`);
      expect(res.code).toBe(200);
      expect(new Set(ids(res.data, key))).toEqual(new Set(wanted));
      expect(res.data.total).toBe(wanted.length);
    };
    await expectIds(chain[0]!, 1, [items.l1!, items.l2!, items.l2b!, items.l3!, items.l4!]);
    await expectIds(chain[1]!, 2, [items.l2!, items.l3!, items.l4!]);
    await expectIds(branch!, 2, [items.l2b!]);
    await expectIds(chain[2]!, 3, [items.l3!, items.l4!]);
    await expectIds(chain[3]!, 4, [items.l4!]);
  });

  it('sorts newest (0) by time and hottest (1) by sales × 10 + views, ties by id', async () => {
    const newest = await t.call('GET', `${path}?cate_id=${chain[0]}&sort=0`);
    expect(ids(newest.data, key)).toEqual([items.l4, items.l3, items.l2, items.l2b, items.l1]);
    const hottest = await t.call('GET', `${path}?cate_id=${chain[0]}&sort=1`);
    const [first, second, third, ...rest] = ids(hottest.data, key);
    expect(first).toBe(items.l2b);
    // L1 (12 sales) and L3 (120 views) tie at 120: the higher id comes first.
    expect([second, third]).toEqual([Math.max(items.l1!, items.l3!), Math.min(items.l1!, items.l3!)]);
    expect(rest).toEqual([items.l4, items.l2]);
  });

  it('pages by page number: offset n skips n × limit items', async () => {
    const pages = [];
    for (const offset of [0, 1, 2]) {
      const res = await t.call('GET', `${path}?cate_id=${chain[0]}&limit=2&offset=${offset}`);
      expect(res.data.total).toBe(5);
      pages.push(ids(res.data, key));
    }
    expect(pages).toEqual([[items.l4, items.l3], [items.l2, items.l2b], [items.l1]]);
    expect((await t.call('GET', `${path}?cate_id=${chain[0]}&limit=2&offset=3`)).data).toEqual({
      [key]: [],
      total: 5,
    });
  });

  it('never lists drafts, items under review or rejected ones', async () => {
    const res = await t.call('GET', `${path}?cate_id=${chain[3]}&sort=1`);
    expect(ids(res.data, key)).toEqual([items.l4]);
  });

  it('answers the demo catalogue with the default page size and total', async () => {
    const res = await t.call('GET', path);
    expect(res.code).toBe(200);
    expect(res.data[key]).toHaveLength(pageSize);
    expect(res.data.total).toBeGreaterThan(pageSize);
    for (const card of res.data[key]) {
      expect(typeof card.price).toBe('number');
      expect([0, 1]).toContain(card.has_discount);
    }
  });

  it('treats cate_id 0 and an unknown category as described, and refuses bad parameters in Chinese', async () => {
    const all = await t.call('GET', `${path}?cate_id=0`);
    expect(all.data.total).toBe((await t.call('GET', path)).data.total);
    expect(await t.call('GET', `${path}?cate_id=2000000000`)).toMatchObject({
      code: 200,
      data: { [key]: [], total: 0 },
    });
    expect(await t.call('GET', `${path}?limit=101`)).toMatchObject({ code: 4022, msg: '分页参数错误' });
    expect(await t.call('GET', `${path}?sort=2`)).toMatchObject({ code: 4022, msg: '排序参数错误' });
    expect(await t.call('GET', `${path}?level=5&cate_id=1`)).toMatchObject({
      code: 4022,
      msg: '分类层级错误',
    });
  });
});

describe('card shapes', () => {
  it('answers course cards with purchase from the viewer’s entitlements (0 for guests)', async () => {
    const [root] = await categoryChain(t, 'course', ['购买测试']);
    const a = await insertCourse(t, root!, { price: '19.90', createdAt: minutesAgo(1) });
    const b = await insertCourse(t, root!, { price: '0', createdAt: minutesAgo(2) });
    const member = await memberWithToken(t);
    await grant(t, member.id, ProductType.course, a.id);
    const asMember = await t.call('GET', `/api/courses?cate_id=${root}`, { token: member.token });
    expect(asMember.data.courses.map((c: { id: number; purchase: number }) => [c.id, c.purchase])).toEqual([
      [a.id, 1],
      [b.id, 0],
    ]);
    expect(asMember.data.courses[0]).toEqual({
      id: a.id,
      name: a.name,
      images: a.images,
      price: 19.9,
      has_discount: 0,
      discount_price: 0,
      discount_rate: 1,
      market_price: 0,
      purchase: 1,
      num: 0,
      view_num: 0,
    });
    const asGuest = await t.call('GET', `/api/courses?cate_id=${root}`);
    expect(asGuest.data.courses.map((c: { purchase: number }) => c.purchase)).toEqual([0, 0]);
  });

  it('answers plugin cards with a plain-text excerpt of at most 150 characters: the summary, else the first paragraph', async () => {
    const [root] = await categoryChain(t, 'plug', ['简介测试']);
    const intro = `<h3>简介</h3><p>${'长'.repeat(200)}&amp;</p><h3>主要功能</h3>`;
    await insertPlugin(t, root!, { intro, author: '作者甲' });
    const res = await t.call('GET', `/api/plug?cate_id=${root}`);
    expect(res.data.plugs[0]).toMatchObject({ intro: '长'.repeat(150), author: '作者甲' });
    const [withSummary] = await categoryChain(t, 'plug', ['摘要测试']);
    await insertPlugin(t, withSummary!, { intro, explain: '按曲率划分幕墙嵌板。' });
    const summarised = await t.call('GET', `/api/plug?cate_id=${withSummary}`);
    expect(summarised.data.plugs[0]).toMatchObject({ intro: '按曲率划分幕墙嵌板。' });
    for (const card of (await t.call('GET', '/api/plug')).data.plugs) {
      expect(card.intro).not.toMatch(/[<>]/);
      expect([...card.intro].length).toBeLessThanOrEqual(150);
    }
  });
});

describe('home groups', () => {
  it.each([
    ['/api/home/course', '/api/courses/cate', '/api/courses'],
    ['/api/home/plug', '/api/plug/cate', '/api/plug'],
    ['/api/home/goods', '/api/goods/cate', '/api/goods'],
  ])(
    '%s: one group per top-level category with items, in category order, 8 newest each, at most 6',
    async (home, cate, list) => {
      // Extra roots so that more than 6 top-level categories have items.
      const kind = list === '/api/courses' ? 'course' : list === '/api/plug' ? 'plug' : 'goods';
      for (const name of ['首页甲', '首页乙', '首页丙', '首页丁']) {
        const [root] = await categoryChain(t, kind, [name]);
        await kinds.find((k) => k.kind === kind)!.insert(root!, {});
      }
      await categoryChain(t, kind, ['首页空分类']);
      const roots = (await t.call('GET', cate)).data as { id: number; name: string }[];
      const withItems: { id: number; name: string }[] = [];
      for (const root of roots)
        if ((await t.call('GET', `${list}?cate_id=${root.id}&limit=1`)).data.total > 0) withItems.push(root);
      expect(withItems.length).toBeGreaterThan(6);

      const groups = (await t.call('GET', home)).data as { name: string; list: { id: number }[] }[];
      expect(groups.map((g) => g.name)).toEqual(withItems.slice(0, 6).map((r) => r.name));
      for (const [i, group] of groups.entries()) {
        const newest = await t.call('GET', `${list}?cate_id=${withItems[i]!.id}&limit=8`);
        const key = Object.keys(newest.data).find((k) => k !== 'total')!;
        expect(group.list.map((c) => c.id)).toEqual(newest.data[key].map((c: { id: number }) => c.id));
      }
    },
  );

  it('answers gallery groups with cards', async () => {
    const res = await t.call('GET', '/api/home/gallery');
    expect(res.code).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data[0].list[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      image: expect.stringMatching(/^\/files\/public\//),
      author: expect.any(String),
      likes: expect.any(Number),
    });
    for (const group of res.data) expect(group.list.length).toBeLessThanOrEqual(8);
  });
});
