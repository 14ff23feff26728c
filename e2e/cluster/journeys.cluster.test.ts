import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { jpegBytes, multipart } from '../../apps/server/src/slices/account/testing.ts';
import { api, apiOk, signIn } from '../support/api.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { affordableCourse, balanceOf, recharge } from '../support/commerce.ts';
import { createMember, type Member } from '../support/members.ts';
import { button, gotoHydrated, waitForMessage } from '../support/ui.ts';
import { cluster } from './support/control.ts';
import {
  askNode,
  loginAt,
  playPast,
  importLessonVideo,
  tableCounts,
  uploadPluginPackage,
  waitUntilReady,
} from './support/journeys.ts';

/**
 * The platform as several nodes (support/cluster.ts): two api/web nodes behind the round-robin proxy, one
 * worker, on shared PostgreSQL, Redis and S3. One member signs in, buys, plays, comments; a creator uploads;
 * a render runs on the worker — while nodes are killed, Redis and S3 stopped. Nothing is lost: sessions,
 * rate limits, purchases, uploads and jobs are shared, and each node answers the same.
 */
const CREATOR = { phone: '13800000002', password: 'Demo@123456' };

let browser: Browser;
let member: Member;
let token: string;
let context: BrowserContext;
let page: Page;
let courseId = 0;
let lessonId = 0;
const comment = `集群评论 ${Date.now() % 100_000}`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-files-'));

beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember();
  // One member's browser for the whole run (newPage's failure screenshots need a running test).
  context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: viewports.desktop,
    locale: 'zh-CN',
  });
  page = await context.newPage();
  ({ token } = await signIn(page, member.phone, member.password));
});
// Whatever a test stopped is started again for the next one (a failed test must not fail the rest); the
// worker stays stopped once the backup test has stopped it for a quiet database.
let quiet = false;
afterEach(async () => {
  await Promise.all([cluster.start('a'), cluster.start('b'), cluster.startRedis(), cluster.startS3()]);
  if (!quiet) await cluster.start('worker');
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the platform on several nodes', () => {
  it('signs in through the proxy; both nodes honour the session', async () => {
    await gotoHydrated(page, '/user');
    await page.getByText(member.name).first().waitFor();
    for (const node of ['a', 'b'] as const) {
      const me = await askNode<{ id: number }>(node, '/api/user', token);
      expect(me.code, node).toBe(200);
      expect(me.data.id).toBe(member.id);
    }
  });

  it('counts failed logins across nodes (Redis), and still when Redis is down (database fallback)', async () => {
    const lockedOut = async (victim: Member) => {
      // Wrong passwords alternately at each node: the fifth in all locks the account (five per node would not).
      for (let i = 0; i < 4; i++) {
        const wrong = await loginAt(i % 2 ? 'b' : 'a', victim.phone, 'Wrong@12345');
        expect([wrong.status, wrong.msg]).toEqual([200, '账号或密码错误']);
      }
      expect((await loginAt('b', victim.phone, 'Wrong@12345')).msg).toMatch(/^密码错误次数过多/);
      // Locked everywhere: the right password is refused on the other node too.
      return loginAt('a', victim.phone, victim.password);
    };
    expect((await lockedOut(await createMember())).msg).toMatch(/^密码错误次数过多/);
    const victim = await createMember();
    await cluster.stopRedis();
    try {
      expect((await lockedOut(victim)).msg).toMatch(/^密码错误次数过多/);
    } finally {
      await cluster.startRedis();
    }
  });

  it('buys a course after a sandbox recharge; the other node sees the purchase at once', async () => {
    await recharge(token, 200);
    const before = await balanceOf(token);
    const course = await affordableCourse(token, before);
    courseId = course.id;
    await gotoHydrated(page, `/payment?product_id=${course.id}&product_type=1`);
    await button(page, '立即支付').click();
    await page.waitForURL((url) => url.pathname === '/payment-result');
    await page.locator('.cm-result .ant-result-title', { hasText: '支付成功' }).waitFor();
    for (const node of ['a', 'b'] as const) {
      const detail = await askNode<{ course: { purchase: number } }>(
        node,
        `/api/courses/${course.id}`,
        token,
      );
      expect(detail.data.course.purchase, node).toBe(1);
    }
    expect(await balanceOf(token)).toBeCloseTo(before - course.payable, 2);
    // A video for its first lesson, transcoded by the worker while the next journeys run.
    lessonId = await importLessonVideo(course.id, token, dir);
  });

  it('comments on a material; both nodes list the comment at once', async () => {
    const { goods } = await apiOk<{ goods: { id: number }[] }>('GET', '/api/goods?limit=12&offset=0&sort=0');
    const goodsId = goods[0]!.id;
    await gotoHydrated(page, `/periphery/${goodsId}`);
    await page.getByLabel('写下你的评论…').fill(comment);
    await button(page.locator('.comment-block'), '发表').click();
    await waitForMessage(page, '评论成功');
    for (const node of ['a', 'b'] as const) {
      const list = await askNode<{ comments: { content: string }[] }>(
        node,
        `/api/comments?target_id=${goodsId}&target_type=goods&limit=10&offset=0`,
      );
      expect(
        list.data.comments.map((c) => c.content),
        node,
      ).toContain(comment);
    }
  });

  it('uploads a package straight to S3 in parts; with S3 stopped an upload is refused clearly', async () => {
    const creator = await newPage(browser);
    await signIn(creator.page, CREATOR.phone, CREATOR.password);
    const file = path.join(dir, `tool-${Date.now()}.zip`);
    writeFileSync(file, Buffer.alloc(6 * 1024 * 1024, 3));
    await uploadPluginPackage(creator.page, file);
    await creator.context.close();

    const avatar = async () => {
      const form = multipart('file', 'me.jpg', 'image/jpeg', jpegBytes(2048));
      const response = await fetch(`${inject('baseURL')}/api/upload`, {
        method: 'POST',
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        body: form.body,
      });
      return { status: response.status, ...((await response.json()) as { code: number; msg: string }) };
    };
    await cluster.stopS3();
    try {
      const refused = await avatar();
      expect([refused.status, refused.code]).toEqual([503, 5003]);
      expect(refused.msg).toMatch(/^文件存储暂时不可用，请稍后再试/);
    } finally {
      await cluster.startS3();
    }
    expect((await avatar()).code).toBe(200);
  });

  it('renders on the worker; killed mid-render, the restarted worker takes the job again and it succeeds once', async () => {
    const styles = await apiOk<{ children: { id: number; name: string }[] }[]>('GET', '/api/ai/render_style');
    const style = styles[0]!.children[0]!;
    const job = await apiOk<{ id: number }>(
      'POST',
      '/api/ai/generate',
      { style: style.name, style_id: style.id, promt: '集群渲染', quality: 1, size: 1 },
      token,
    );
    const state = async () =>
      (await api<{ state: string }>('GET', `/api/ai/generate/${job.id}`, undefined, token)).data.state;
    await expect.poll(state, { timeout: 60_000, interval: 200 }).toBe('running');
    await cluster.kill('worker');
    await cluster.start('worker');
    await expect.poll(state, { timeout: 60_000, interval: 500 }).toBe('succeeded');
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      const { rows } = await client.query(
        'select r.runs, r.outputs, j.attempts, j.state from ai_render_jobs r join jobs j on j.id = r.queue_job_id where r.id = $1',
        [job.id],
      );
      expect(rows[0]).toMatchObject({ runs: 2, attempts: 2, state: 'done' });
      expect(rows[0].outputs).toHaveLength(1);
    } finally {
      await client.end();
    }
    await gotoHydrated(page, '/ai/render');
    await page.locator(`.rd-job[data-job="${job.id}"] .rd-job__state`, { hasText: '已完成' }).waitFor();
  });

  it('plays a lesson with node a killed: playlist and key from node b, segments from S3', async () => {
    // Transcoded by the worker meanwhile (the render test killed it once: the transcode was taken again).
    await waitUntilReady(courseId, lessonId, token);
    await cluster.kill('a');
    const key = page.waitForResponse((r) => /\/api\/media\/tasks\/\d+\/key/.test(r.url()));
    await gotoHydrated(page, `/coursepage/${courseId}?task_id=${lessonId}`);
    await playPast(page, 1);
    expect((await key).status()).toBe(200);
    await screenshot(page, 'cluster-play-on-node-b-1440');
    await cluster.start('a');
  }, 240_000);

  it('spread the requests over both nodes, and the ledger adds up (wallet:audit)', async () => {
    const { served } = await cluster.state();
    expect(served.a).toBeGreaterThan(10);
    expect(served.b).toBeGreaterThan(10);
    const audit = await cluster.tool('cli/wallet-audit');
    expect(audit.status, audit.output).toBe(0);
  });

  it('backs up (scripts/backup.sh) and restores into a fresh database and folder with the same content', async () => {
    // Quiet first, as for a comparison: the worker stopped, no client busy.
    quiet = true;
    await cluster.stop('worker');
    await context.close();
    const backup = path.join(dir, 'backup');
    const restoredDir = path.join(dir, 'restored');
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    const restoredDb = `restored_${Date.now()}`;
    await admin.query(`create database ${restoredDb}`);
    const restoredUrl = new URL(inject('databaseUrl'));
    restoredUrl.pathname = `/${restoredDb}`;
    try {
      const made = await cluster.tool('scripts/backup.sh', [backup], { NODE_ENV: 'production' });
      expect(made.status, made.output).toBe(0);
      const restored = await cluster.tool('scripts/restore.sh', [backup], {
        NODE_ENV: 'production',
        DATABASE_URL: restoredUrl.toString(),
        STORAGE_DRIVER: 'local',
        DATA_DIR: restoredDir,
      });
      expect(restored.status, restored.output).toBe(0);
      expect(restored.output).toMatch(/全部一致/);
      const copy = new pg.Client({ connectionString: restoredUrl.toString() });
      await copy.connect();
      try {
        const query = (client: pg.Client) => async (sql: string) => (await client.query(sql)).rows;
        expect(await tableCounts(query(copy))).toEqual(await tableCounts(query(admin)));
        const { rows } = await copy.query('select count(*)::int as n from comments where content = $1', [
          comment,
        ]);
        expect(rows[0].n).toBe(1);
      } finally {
        await copy.end();
      }
    } finally {
      await admin.query(`drop database if exists ${restoredDb} with (force)`);
      await admin.end();
    }
  });
});
