import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import {
  categories,
  coupons,
  courseAttachments,
  courseChapters,
  courses,
  courseTasks,
  galleryWorks,
  goods,
  news,
  plugins,
  pluginVersions,
  siteSettings,
  taggings,
  tags,
  users,
  staff,
  contributions,
} from '../db/schema.ts';
import { verifySecret } from '../slices/account/passwords.ts';
import { publiclyVisible } from '../kernel/visibility/index.ts';
import { ensureDemoData } from './ensure-demo-data.ts';

let t: TestApp;
let firstRun: Awaited<ReturnType<typeof ensureDemoData>>;
let firstRunMs = 0;

const countOf = async (table: PgTable) => (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;
const visible = (table: typeof courses | typeof plugins | typeof goods) =>
  t.ctx.db.select({ n: count() }).from(table).where(publiclyVisible(table));

beforeAll(async () => {
  t = await startTestApp();
  const started = Date.now();
  firstRun = await ensureDemoData(t.ctx);
  firstRunMs = Date.now() - started;
});
afterAll(() => t.close());

describe('ensureDemoData', () => {
  it('creates the data once; a second run adds nothing', async () => {
    expect(firstRun.created).toBe(true);
    const tables = [
      users,
      categories,
      courses,
      courseChapters,
      courseTasks,
      courseAttachments,
      plugins,
      pluginVersions,
      goods,
      news,
      tags,
      taggings,
      galleryWorks,
      coupons,
      siteSettings,
    ];
    const before = await Promise.all(tables.map(countOf));
    expect(await ensureDemoData(t.ctx)).toEqual({ created: false });
    expect(await Promise.all(tables.map(countOf))).toEqual(before);
    // The marker is what makes it idempotent.
    const [marker] = await t.ctx.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'demo_data_version'));
    expect(marker?.value).toEqual({ version: 1 });
  });

  it('is fast enough to run on every first start', () => {
    // Pictures come from a cache shared by all test files; drawing one with ffmpeg (only when the cache is
    // cold: the first run on a machine, or after a drawing changed) takes ~60–130 ms of a busy core.
    expect(firstRunMs).toBeLessThan(15_000 + (firstRun.picturesDrawn ?? 0) * 150);
  });

  it('creates the required numbers of visible items', async () => {
    expect((await visible(courses))[0]!.n).toBeGreaterThanOrEqual(40);
    expect((await visible(plugins))[0]!.n).toBeGreaterThanOrEqual(30);
    expect((await visible(goods))[0]!.n).toBeGreaterThanOrEqual(30);
    expect(await countOf(news)).toBeGreaterThanOrEqual(20);
    expect(await countOf(tags)).toBeGreaterThanOrEqual(10);
    expect(await countOf(galleryWorks)).toBeGreaterThanOrEqual(20);
  });

  it('gives courses chapters, previews, locks, attachments, free and discounted prices', async () => {
    const db = t.ctx.db;
    const [tasks] = await db
      .select({
        first: sql<number>`count(*) filter (where ${courseTasks.isFirst} = 1)::int`,
        locked: sql<number>`count(*) filter (where ${courseTasks.lockStatus} = 1)::int`,
      })
      .from(courseTasks);
    expect(tasks!.first).toBeGreaterThan(0);
    expect(tasks!.locked).toBeGreaterThan(0);
    const [prices] = await db
      .select({
        free: sql<number>`count(*) filter (where ${courses.price} = 0)::int`,
        discounted: sql<number>`count(*) filter (where ${courses.hasDiscount} and ${courses.discountPrice} < ${courses.price} and ${courses.discountRate} < 1)::int`,
      })
      .from(courses);
    expect(prices!.free).toBeGreaterThan(0);
    expect(prices!.discounted).toBeGreaterThan(0);
    const attachment = (await db.select().from(courseAttachments).limit(1))[0]!;
    expect(attachment.fileKey).toMatch(/^demo\/attachments\//);
    expect(await t.ctx.services.storage.exists(attachment.fileKey)).toBe(true);
  });

  it('gives plugins package, manual and case files, web links and repeat purchase', async () => {
    const types = await t.ctx.db.selectDistinct({ type: pluginVersions.type }).from(pluginVersions);
    expect(types.map((r) => r.type).sort()).toEqual(['manual', 'other', 'package']);
    const [p] = await t.ctx.db
      .select({
        web: sql<number>`count(*) filter (where ${plugins.webLink} <> '' and ${plugins.webLinkPrice} > 0)::int`,
        repeat: sql<number>`count(*) filter (where ${plugins.repeatBuy} = 1)::int`,
      })
      .from(plugins);
    expect(p!.web).toBeGreaterThan(0);
    expect(p!.repeat).toBeGreaterThan(0);
    const version = (await t.ctx.db.select().from(pluginVersions).limit(1))[0]!;
    const stored = await t.ctx.services.storage.head(version.fileKey);
    expect(stored?.size).toBe(version.size);
  });

  it('gives materials postage, free items and private download files', async () => {
    const [g] = await t.ctx.db
      .select({
        postage: sql<number>`count(*) filter (where ${goods.postage} > 0)::int`,
        free: sql<number>`count(*) filter (where ${goods.price} = 0)::int`,
        files: sql<number>`count(${goods.materialKey})::int`,
      })
      .from(goods);
    expect(g!.postage).toBeGreaterThan(0);
    expect(g!.free).toBeGreaterThan(0);
    expect(g!.files).toBeGreaterThan(20);
  });

  it('stores pictures under public/demo and serves them at the stored URL', async () => {
    const [course] = await t.ctx.db.select({ images: courses.images }).from(courses).limit(1);
    expect(course!.images).toMatch(/^\/files\/public\/demo\/courses\/.+\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: course!.images });
    expect(res.statusCode).toBe(200);
    // A raster picture (decoded off the browser's main thread), not the SVG it was drawn from.
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('creates the three demo accounts with the documented credentials', async () => {
    const byPhone = async (phone: string) =>
      (await t.ctx.db.select().from(users).where(eq(users.phone, phone)))[0]!;
    const member = await byPhone('13800000001');
    expect(member).toMatchObject({
      name: '设计小白',
      // 100 opening + 11 光子 from the paid demo recharges (seed/invoicing.ts)
      integral: '111.00',
      email: 'demo1@example.com',
      vipPermanent: false,
    });
    expect(member.emailVerifiedAt).not.toBeNull();
    expect(await verifySecret(member.passwordHash, 'Demo@123456')).toBe(true);
    expect(await verifySecret(member.securityAnswers![1], '张三李四')).toBe(true);
    expect(await verifySecret(member.securityAnswers![2], '王老师')).toBe(true);
    expect(await verifySecret(member.securityAnswers![3], '小红')).toBe(true);

    const creator = await byPhone('13800000002');
    expect(creator).toMatchObject({
      name: '参数化老师',
      canUploadPlug: true,
      canUploadCourse: true,
      canUploadGoods: true,
      bind: true,
    });
    expect(await verifySecret(creator.passwordHash, 'Demo@123456')).toBe(true);
    const [authored] = await t.ctx.db
      .select({ n: count() })
      .from(courses)
      .where(eq(courses.userId, creator.id));
    expect(authored!.n).toBeGreaterThan(0);

    const vip = await byPhone('13800000003');
    expect(vip).toMatchObject({ name: '渲染达人', vipPermanent: true });
    expect(await verifySecret(vip.passwordHash, 'Demo@123456')).toBe(true);
  });

  it('creates one demo staff account per role (README), apart from members', async () => {
    const rows = await t.ctx.db.select().from(staff).orderBy(staff.phone);
    expect(rows.map((r) => [r.phone, r.role])).toEqual([
      ['13900000001', 'admin'],
      ['13900000002', 'reviewer'],
      ['13900000003', 'finance'],
      ['13900000004', 'editor'],
    ]);
    expect(await verifySecret(rows[0]!.passwordHash, 'Admin@123456')).toBe(true);
    const asMember = await t.ctx.db.select().from(users).where(eq(users.phone, '13900000001'));
    expect(asMember).toEqual([]);
  });

  it('gives the demo creator submissions in each state, two of them in review', async () => {
    const rows = await t.ctx.db
      .select({
        kind: contributions.kind,
        name: contributions.name,
        status: contributions.status,
        isCheck: contributions.isCheck,
      })
      .from(contributions)
      .orderBy(contributions.id);
    expect(rows).toEqual([
      { kind: 'course', name: 'Grasshopper 插件开发入门', status: 0, isCheck: 1 },
      { kind: 'course', name: 'Rhino 快捷键速查手册', status: 2, isCheck: 1 },
      { kind: 'course', name: '幕墙 BIM 正向设计实践', status: 2, isCheck: 3 },
      { kind: 'plug', name: '参数化表皮生成器', status: 2, isCheck: 1 },
    ]);
  });

  it('creates the demo coupon codes', async () => {
    const rows = await t.ctx.db
      .select({ code: coupons.code, kind: coupons.kind, endsAt: coupons.endsAt })
      .from(coupons);
    const codes = new Map(rows.map((r) => [r.code, r]));
    for (const code of ['DEMO10', 'SAVE20', 'COURSE5', 'EXPIRED01']) expect(codes.has(code)).toBe(true);
    expect(codes.get('SAVE20')!.kind).toBe('percent');
    expect(codes.get('EXPIRED01')!.endsAt!.getTime()).toBeLessThan(Date.now());
  });
});

describe('catalogue calls over the demo data', () => {
  const depth = (nodes: { children_category: unknown[] }[]): number =>
    nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children_category as never)));

  it('answers 4-level course, plugin and material trees, each with a tenant branch', async () => {
    for (const path of ['/api/courses/cate', '/api/plug/cate', '/api/goods/cate']) {
      const res = await t.call('GET', path);
      expect(res.code).toBe(200);
      expect(depth(res.data)).toBe(4);
      expect(res.data.some((n: { alias: string }) => n.alias === 'tenant')).toBe(true);
    }
  });

  it('answers the six help pages, the download statement, contact info, footer and agreement', async () => {
    const info = (await t.call('GET', '/api/config/info')).data;
    for (const page of ['about', 'question', 'service', 'private', 'upload_statement', 'copyright_statement'])
      expect(info[page]).toMatch(/^<h3>/);
    expect((await t.call('GET', '/api/download_statement')).data).toContain('下载');
    expect((await t.call('GET', '/api/contact-info')).data).toMatchObject({
      hours: '周一至周五 9:00-18:00',
      qrcode: expect.stringMatching(/^\/files\/public\/demo\/qrcode\//),
    });
    const footer = (await t.call('GET', '/api/footer')).data;
    expect(footer.contacts.length).toBeGreaterThan(0);
    expect(footer.cooperations.length).toBeGreaterThan(0);
    expect(footer.friends.length).toBeGreaterThan(0);
    expect(footer.records.length).toBeGreaterThan(0);
    const [agreement] = await t.ctx.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'register_agreement'));
    expect(agreement?.value).toEqual(expect.stringContaining('注册协议'));
  });
});
