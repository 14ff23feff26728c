import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import {
  courseChapters,
  courses,
  courseTasks,
  goods,
  news,
  plugins,
  pluginVersions,
  taggings,
} from '../db/schema.ts';
import { addScaleData } from './scale.ts';

let t: TestApp;
const countOf = async (table: PgTable) => (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  t = await startTestApp({}, { demoData: true });
});
afterAll(() => t.close());

describe('addScaleData (db:seed --scale N)', () => {
  it('adds N courses, plugins, materials and news with their chapters, lessons, versions and tags', async () => {
    const tables = [courses, plugins, goods, news, courseChapters, courseTasks, pluginVersions, taggings];
    const before = await Promise.all(tables.map(countOf));
    const report = await addScaleData(t.ctx, 25);
    expect(report).toMatchObject({ courses: 25, plugins: 25, goods: 25, news: 25 });
    const after = await Promise.all(tables.map(countOf));
    expect(after.map((n, i) => n - before[i]!)).toEqual([25, 25, 25, 25, 50, 150, 50, 200]);
  });

  it('writes rows a visitor could open: visible, categorised, with lessons and a JSON picture list', async () => {
    const [latest] = await t.ctx.db
      .select()
      .from(courses)
      .orderBy(sql`${courses.id} desc`)
      .limit(1);
    expect(latest).toMatchObject({ status: 2, isCheck: 2 });
    expect(latest!.name).toMatch(/#\d+$/);
    expect(latest!.price).toMatch(/^\d+\.\d{2}$/);
    const lessons = await t.ctx.db.select().from(courseTasks).where(eq(courseTasks.courseId, latest!.id));
    expect(lessons).toHaveLength(6);
    expect(lessons.filter((l) => l.isFirst === 1)).toHaveLength(1);
    const [material] = await t.ctx.db
      .select()
      .from(goods)
      .orderBy(sql`${goods.id} desc`)
      .limit(1);
    expect(Array.isArray(material!.images)).toBe(true);
    expect(material!.images[0]).toMatch(/^\/files\/public\/demo\/bench\//);
    expect(await t.ctx.services.storage.exists(material!.materialKey!)).toBe(true);
  });

  it('adds further rows on a second run (new ids, names continue)', async () => {
    const before = await countOf(courses);
    await addScaleData(t.ctx, 5);
    expect(await countOf(courses)).toBe(before + 5);
    const names = await t.ctx.db.select({ name: courses.name }).from(courses);
    expect(new Set(names.map((r) => r.name)).size).toBe(names.length);
  });
});
