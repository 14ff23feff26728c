import { sanitizeHtml } from '../platform/html/sanitize-html.ts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';
import { users } from '../kernel/members/index.ts';
import {
  categories,
  type CategoryKind,
  courseChapters,
  courses,
  courseTasks,
  goods,
  news,
  plugins,
  pluginVersions,
  taggings,
  tags,
} from '../slices/catalogue/schema.ts';
import {
  courseSuffixes,
  goodsSuffixes,
  newsPatterns,
  pluginSuffixes,
  scaleSubjects,
} from './content/scale-words.ts';
import { DemoFiles } from './demo-files.ts';
import { type DemoPictures, openDemoPictures } from './demo-pictures.ts';
import { CARD_COVER, coverSvg } from './images.ts';
import { demoPrice } from './pricing.ts';
import { createRng, type Rng } from './prng.ts';
import { daysBefore } from './seed-context.ts';
import { makeZip } from './zip.ts';
import { bulkInsert, reserveIds } from './bulk-insert.ts';

export interface ScaleReport {
  courses: number;
  plugins: number;
  goods: number;
  news: number;
  ms: number;
}

interface Pools {
  leaves: Record<'course' | 'plug' | 'goods' | 'news', number[]>;
  authors: { id: number; name: string }[];
  tagIds: number[];
  covers: Record<string, string[]>;
  packageKey: string;
  materialKey: string;
}

/**
 * Adds `n` generated courses (2 chapters × 3 lessons each), plugins (package + manual), materials and
 * news on top of the demo data, for benchmarks. Ids are reserved up front and rows go in with unnest-based
 * bulk INSERTs (see bulk-insert.ts), one transaction per kind; pictures and files are a small shared pool. Deterministic for a given database
 * state (the seed depends on how many courses exist), so repeated runs add new, different rows.
 */
export async function addScaleData(
  ctx: Pick<AppContext, 'config' | 'log'> & { db: Db; services: { storage: ObjectStorage } },
  n: number,
  progress: (line: string) => void = () => {},
): Promise<ScaleReport> {
  const started = Date.now();
  const { db } = ctx;
  const [{ existing }] = (await db.select({ existing: sql<number>`count(*)::int` }).from(courses)) as [
    { existing: number },
  ];
  const rng = createRng(0x5ca1e + existing);
  const pools = await loadPools(db, ctx.services.storage, await openDemoPictures(ctx));
  const step = async (label: string, run: () => Promise<void>) => {
    const t = Date.now();
    await run();
    progress(`${label}: ${n} 条，用时 ${Date.now() - t} ms`);
  };
  await step('课程', () => db.transaction((tx) => addCourses(tx, rng, pools, n, existing)));
  await step('插件', () => db.transaction((tx) => addPlugins(tx, rng, pools, n, existing)));
  await step('素材', () => db.transaction((tx) => addGoods(tx, rng, pools, n, existing)));
  await step('新闻', () => db.transaction((tx) => addNews(tx, rng, pools, n, existing)));
  return { courses: n, plugins: n, goods: n, news: n, ms: Date.now() - started };
}

async function loadPools(db: DbOrTx, storage: ObjectStorage, pictures: DemoPictures | null): Promise<Pools> {
  const rows = await db
    .select({
      id: categories.id,
      kind: categories.kind,
      parentId: categories.parentId,
      alias: categories.alias,
    })
    .from(categories);
  const parents = new Set(rows.map((r) => r.parentId));
  const leavesOf = (kind: CategoryKind) =>
    rows.filter((r) => r.kind === kind && !parents.has(r.id)).map((r) => r.id);
  const leaves = {
    course: leavesOf('course'),
    plug: leavesOf('plug'),
    goods: leavesOf('goods'),
    news: leavesOf('news'),
  };
  for (const [kind, ids] of Object.entries(leaves))
    if (ids.length === 0)
      throw new Error(`没有「${kind}」分类：请先运行一次 db:seed（不带 --scale）创建演示数据`);
  const authors = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.canUploadCourse, true))
    .limit(50);
  const tagIds = (await db.select({ id: tags.id }).from(tags)).map((t) => t.id);
  const files = new DemoFiles(pictures);
  const covers: Record<string, string[]> = {};
  for (const [type, label] of [
    ['course', '课程'],
    ['plug', '插件'],
    ['goods', '素材'],
    ['news', '资讯'],
  ] as const) {
    covers[type] = scaleSubjects
      .slice(0, 8)
      .map((s, i) => files.image(`bench/${type}-${i + 1}`, coverSvg(`${s} · 压测数据`, label), CARD_COVER));
  }
  const packageKey = files.download(
    'bench/package.zip',
    makeZip([{ name: 'README.txt', content: '压测数据：插件安装包\n' }]),
    'application/zip',
  ).key;
  const materialKey = files.download(
    'bench/material.zip',
    makeZip([{ name: 'README.txt', content: '压测数据：素材文件\n' }]),
    'application/zip',
  ).key;
  await files.writeAll(storage);
  return { leaves, authors, tagIds, covers, packageKey, materialKey };
}

const title = (rng: Rng, suffixes: string[], k: number) =>
  `${rng.pick(scaleSubjects)} ${rng.pick(suffixes)} #${k}`;
const author = (rng: Rng, pools: Pools) =>
  pools.authors.length ? rng.pick(pools.authors) : { id: null, name: '光子讲师' };

async function tagAll(
  db: DbOrTx,
  rng: Rng,
  pools: Pools,
  targetType: 'course' | 'plug' | 'goods' | 'news',
  ids: number[],
) {
  if (pools.tagIds.length === 0) return;
  const rows = ids.flatMap((targetId) =>
    rng.sample(pools.tagIds, 2).map((tagId) => ({ tagId, targetType, targetId })),
  );
  await bulkInsert(db, taggings, rows);
}

async function addCourses(db: DbOrTx, rng: Rng, pools: Pools, n: number, offset: number) {
  const ids = await reserveIds(db, courses, n);
  const rows = Array.from({ length: n }, (_, i) => {
    const name = title(rng, courseSuffixes, offset + i + 1);
    const who = author(rng, pools);
    const num = rng.int(0, 5000);
    return {
      id: ids[i]!,
      name,
      images: rng.pick(pools.covers.course!),
      intro: sanitizeHtml(`<p>${name}：压测生成的课程简介。</p>`),
      explain: name,
      ...demoPrice(rng, rng.chance(0.2)),
      author: who.name,
      userId: who.id,
      cateId: rng.pick(pools.leaves.course),
      status: 2,
      isCheck: 2,
      num,
      viewNum: num * 3,
      salesNum: Math.round(num / 2),
      createdAt: daysBefore(rng.int(0, 1000), rng.int(0, 1439)),
    };
  });
  await bulkInsert(db, courses, rows);
  const chapterIds = await reserveIds(db, courseChapters, n * 2);
  const chapterRows = ids.flatMap((courseId, c) =>
    [1, 2].map((sort) => ({
      id: chapterIds[c * 2 + sort - 1]!,
      courseId,
      name: `第${sort}章 ${sort === 1 ? '基础' : '实战'}`,
      sort,
    })),
  );
  await bulkInsert(db, courseChapters, chapterRows);
  const taskRows = chapterRows.flatMap((chapter) =>
    [1, 2, 3].map((sort) => ({
      chapterId: chapter.id,
      courseId: chapter.courseId,
      name: `${chapter.sort}.${sort} 课时`,
      sort,
      isFirst: chapter.sort === 1 && sort === 1 ? 1 : 0,
      images: '',
      duration: rng.int(240, 1500),
      createdAt: daysBefore(0),
    })),
  );
  await bulkInsert(db, courseTasks, taskRows);
  await tagAll(db, rng, pools, 'course', ids);
}

async function addPlugins(db: DbOrTx, rng: Rng, pools: Pools, n: number, offset: number) {
  const ids = await reserveIds(db, plugins, n);
  const rows = Array.from({ length: n }, (_, i) => {
    const name = title(rng, pluginSuffixes, offset + i + 1);
    const who = author(rng, pools);
    const { marketPrice: _m, ...price } = demoPrice(rng, rng.chance(0.2));
    return {
      id: ids[i]!,
      name,
      images: rng.pick(pools.covers.plug!),
      intro: sanitizeHtml(`<p>${name}：压测生成的插件简介。</p>`),
      explain: name,
      ...price,
      salesNum: rng.int(0, 3000),
      viewNum: rng.int(0, 9000),
      author: who.name,
      userId: who.id,
      cateId: rng.pick(pools.leaves.plug),
      status: 2,
      isCheck: 2,
      createdAt: daysBefore(rng.int(0, 1000), rng.int(0, 1439)),
    };
  });
  await bulkInsert(db, plugins, rows);
  const versions = ids.flatMap((pluginId) => [
    {
      pluginId,
      type: 'package' as const,
      name: '安装包',
      versionCode: '1.0.0',
      platform: 'Windows',
      fileKey: pools.packageKey,
      sort: 1,
    },
    {
      pluginId,
      type: 'manual' as const,
      name: '使用手册',
      versionCode: '1.0',
      platform: '通用',
      fileKey: pools.packageKey,
      sort: 1,
    },
  ]);
  await bulkInsert(db, pluginVersions, versions);
  await tagAll(db, rng, pools, 'plug', ids);
}

async function addGoods(db: DbOrTx, rng: Rng, pools: Pools, n: number, offset: number) {
  const ids = await reserveIds(db, goods, n);
  const rows = Array.from({ length: n }, (_, i) => {
    const name = title(rng, goodsSuffixes, offset + i + 1);
    const who = author(rng, pools);
    const cover = rng.pick(pools.covers.goods!);
    const { marketPrice: _m, ...price } = demoPrice(rng, rng.chance(0.25));
    return {
      id: ids[i]!,
      name,
      cover,
      images: [cover],
      desc: sanitizeHtml(`<p>${name}：压测生成的素材说明。</p>`),
      ...price,
      postage: rng.chance(0.1) ? '5.00' : '0.00',
      salesNum: rng.int(0, 3000),
      viewNum: rng.int(0, 9000),
      materialKey: pools.materialKey,
      author: who.name,
      userId: who.id,
      cateId: rng.pick(pools.leaves.goods),
      status: 2,
      isCheck: 2,
      createdAt: daysBefore(rng.int(0, 1000), rng.int(0, 1439)),
    };
  });
  await bulkInsert(db, goods, rows);
  await tagAll(db, rng, pools, 'goods', ids);
}

async function addNews(db: DbOrTx, rng: Rng, pools: Pools, n: number, offset: number) {
  const ids = await reserveIds(db, news, n);
  const rows = Array.from({ length: n }, (_, i) => {
    const t = `${rng.pick(newsPatterns).replace('{s}', rng.pick(scaleSubjects))} #${offset + i + 1}`;
    return {
      id: ids[i]!,
      title: t,
      description: `${t}：压测生成的新闻摘要。`,
      content: sanitizeHtml(`<p>${t}：压测生成的新闻正文。</p>`),
      images: rng.pick(pools.covers.news!),
      author: '光子设计编辑部',
      cateId: rng.pick(pools.leaves.news),
      viewNum: rng.int(0, 9000),
      createdAt: daysBefore(rng.int(0, 1000), rng.int(0, 1439)),
    };
  });
  await bulkInsert(db, news, rows);
  await tagAll(db, rng, pools, 'news', ids);
}
