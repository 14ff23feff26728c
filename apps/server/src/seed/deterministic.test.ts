import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import {
  categories,
  coupons,
  courses,
  courseTasks,
  goods,
  news,
  plugins,
  taggings,
  users,
} from '../db/schema.ts';
import { ensureDemoData } from './ensure-demo-data.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  // a: the run's seeded template (made by another file or process); b: seeded here, from empty.
  [a, b] = await Promise.all([startTestApp({}, { demoData: true }), startTestApp()]);
  await ensureDemoData(b.ctx);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

/** Everything but the ids, which differ when the suite runs against a shared PostgreSQL server. */
async function snapshot(t: TestApp) {
  const db = t.ctx.db;
  return {
    categories: await db
      .select({
        kind: categories.kind,
        name: categories.name,
        level: categories.level,
        alias: categories.alias,
      })
      .from(categories)
      .orderBy(asc(categories.id)),
    users: await db
      .select({ name: users.name, phone: users.phone, avatar: users.avatar, integral: users.integral })
      .from(users)
      .orderBy(asc(users.id)),
    courses: await db
      .select({
        name: courses.name,
        price: courses.price,
        discountPrice: courses.discountPrice,
        num: courses.num,
        createdAt: courses.createdAt,
        intro: courses.intro,
      })
      .from(courses)
      .orderBy(asc(courses.id)),
    tasks: await db
      .select({
        name: courseTasks.name,
        isFirst: courseTasks.isFirst,
        lock: courseTasks.lockStatus,
        duration: courseTasks.duration,
      })
      .from(courseTasks)
      .orderBy(asc(courseTasks.id)),
    plugins: await db
      .select({ name: plugins.name, price: plugins.price, webLinkPrice: plugins.webLinkPrice })
      .from(plugins)
      .orderBy(asc(plugins.id)),
    goods: await db
      .select({ name: goods.name, postage: goods.postage, images: goods.images })
      .from(goods)
      .orderBy(asc(goods.id)),
    news: await db.select({ title: news.title, createdAt: news.createdAt }).from(news).orderBy(asc(news.id)),
    taggings: (await db.select({ type: taggings.targetType }).from(taggings)).length,
    coupons: await db
      .select({ code: coupons.code, value: coupons.value })
      .from(coupons)
      .orderBy(asc(coupons.id)),
  };
}

describe('demo data is deterministic', () => {
  it('two fresh databases get identical rows and identical pictures', async () => {
    expect(await snapshot(a)).toEqual(await snapshot(b));
    const [course] = await a.ctx.db.select({ images: courses.images }).from(courses).limit(1);
    const key = course!.images.replace(/^\/files\//, '');
    const read = async (t: TestApp) => {
      const object = await t.ctx.services.storage.get(key);
      const parts: Buffer[] = [];
      for await (const chunk of object!.body) parts.push(chunk as Buffer);
      return Buffer.concat(parts).toString('utf8');
    };
    expect(await read(a)).toBe(await read(b));
  });
});
