import { chinaDateKey } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { jobs } from '../../platform/jobs/schema.ts';
import { createA1111Provider } from '../../platform/ai/render-a1111.ts';
import { fakeA1111 } from '../../platform/ai/render-fakes.ts';
import { auditWallets } from '../wallet/audit-wallets.ts';
import { balanceOf, entriesOf } from '../wallet/testing.ts';
import { expireRenders } from './render-expire.ts';
import { aiRenderJobs } from './render-schema.ts';
import {
  generate,
  renderRunner,
  renderStyle,
  shapePng,
  uploadReference,
  vipMember,
} from './render-testing.ts';
import { aiDailyUsage } from './schema.ts';
import { aiMember } from './testing.ts';

let t: TestApp;
let style: Awaited<ReturnType<typeof renderStyle>>;
beforeAll(async () => {
  // Previews billed like GPU renders, so billing runs end to end without a GPU.
  t = await startTestApp({ RENDER_PREVIEW_BILLING: 'charge' });
  style = await renderStyle(t);
});
afterAll(() => t.close());

const job = async (id: number) =>
  (await t.ctx.db.select().from(aiRenderJobs).where(eq(aiRenderJobs.id, id)))[0]!;
const body = (extra: Record<string, unknown> = {}) => ({
  style: style.style.name,
  style_id: style.style.id,
  promt: 'a glass villa by the lake',
  fpromt: 'blurry',
  quality: 1,
  size: 1,
  ...extra,
});
/** Spends today's free image uses (the default quota, 3). */
async function useUpFree(userId: number) {
  await t.ctx.db.insert(aiDailyUsage).values({ userId, day: chinaDateKey(new Date()), img: 3 });
}
const ledger = async (userId: number) =>
  (await entriesOf(t, userId)).filter((e) => e.sourceType === 'ai_render').map((e) => [e.action, e.amount]);

describe('styles, tips and reference uploads', () => {
  it('answers the style tree and every tip key', async () => {
    const styles = await t.call('GET', '/api/ai/render_style');
    expect(styles.data).toContainEqual({
      id: style.category.id,
      name: style.category.name,
      children: [
        expect.objectContaining({
          id: style.style.id,
          name: style.style.name,
          promt: style.style.promt,
          fpromt: 'blurry',
        }),
      ],
    });
    const tips = await t.app.inject({ method: 'GET', url: '/static/tip.json' });
    expect(tips.headers['content-type']).toContain('application/json');
    expect(Object.keys(tips.json()).sort()).toEqual([
      'fhms',
      'fwms',
      'fwqd',
      'sjxl',
      'xmms',
      'xzfg',
      'yjms',
      'yjxl',
    ]);
    expect(tips.json().xzfg).toEqual({ title: '选择风格', content: expect.any(String) });
  });

  it('takes a real PNG or JPEG through the one upload call; refuses by content, not by name', async () => {
    const member = await aiMember(t);
    const png = (await uploadReference(t, member.token, shapePng(), 'shape.jpg', 'image/jpeg')).json();
    expect(png).toMatchObject({ code: 200, msg: 'success' });
    expect(png.data.filename).toMatch(
      new RegExp(`^files/public/uploads/${member.id}/[A-Za-z0-9_-]{22}\\.png$`),
    );
    expect(await t.ctx.services.storage.exists(png.data.filename.slice('files/'.length))).toBe(true);
    const raw = Buffer.alloc(32 * 32 * 4, 128);
    const realJpeg = Buffer.from(jpeg.encode({ data: raw, width: 32, height: 32 }, 80).data);
    expect((await uploadReference(t, member.token, realJpeg, 'a.png')).json().data.filename).toMatch(
      /\.jpg$/,
    );
    const refusals: [Buffer, string][] = [
      [Buffer.from('hello'), '图片只能是 JPG 或 PNG 格式'],
      [Buffer.concat([shapePng(), Buffer.alloc(10 * 1024 * 1024)]), '图片不能超过 10MB'],
    ];
    for (const [bytes, msg] of refusals)
      expect((await uploadReference(t, member.token, bytes)).json()).toMatchObject({ code: 4022, msg });
    expect((await uploadReference(t, '', shapePng())).json()).toMatchObject({ code: 4001 });
  });

  it("checks a reference where it is used: the member's own picture that the backends can decode", async () => {
    const member = await aiMember(t, '1.00');
    const other = await aiMember(t);
    const raw = Buffer.alloc(32 * 32 * 4, 128);
    const realJpeg = Buffer.from(jpeg.encode({ data: raw, width: 32, height: 32 }, 80).data);
    const named = async (bytes: Buffer, token = member.token) =>
      (await uploadReference(t, token, bytes)).json().data.filename as string;
    const cases: [string, string][] = [
      [
        await named(Buffer.concat([shapePng().subarray(0, 40), Buffer.alloc(60)])),
        '参考图已损坏或无法识别，请换一张图片',
      ],
      [await named(realJpeg.subarray(0, 200)), '参考图已损坏或无法识别，请换一张图片'],
      [await named(shapePng(), other.token), '参考图不存在或已过期，请重新上传'],
      [`files/public/uploads/${member.id}/abcdefghijklmnopqrstuv.png`, '参考图不存在或已过期，请重新上传'],
    ];
    for (const [image2, msg] of cases)
      expect(await generate(t, member.token, body({ image2, weight2: 1, type2: 1 }))).toMatchObject({
        code: 4022,
        msg,
      });
    expect(await t.ctx.db.select().from(aiRenderJobs).where(eq(aiRenderJobs.userId, member.id))).toEqual([]);
    // The site's own address in front, as a client that shows the picture keeps it, is the same upload.
    const good = await named(realJpeg);
    const queued = await generate(
      t,
      member.token,
      body({ image1: `http://localhost:3000/${good}`, weight1: 1 }),
    );
    expect(queued).toMatchObject({ code: 200 });
    expect((await job(queued.data.id)).params).toMatchObject({ image1: good.slice('files/'.length) });
  });
});

describe('POST /api/ai/generate', () => {
  it('refuses bad input clearly and changes nothing', async () => {
    const member = await aiMember(t, '1.00');
    const other = await aiMember(t);
    const foreign = (await uploadReference(t, other.token, shapePng())).json().data.filename;
    const cases: [Record<string, unknown>, string][] = [
      [{ quality: 4 }, '请选择图像质量（普通、1.5倍或2倍）'],
      [{ size: 0 }, '请选择图像尺寸'],
      [{ promt: 'x'.repeat(601) }, '灵感描述不能超过 600 个字符'],
      [{ fpromt: 'x'.repeat(601) }, '反向描述不能超过 600 个字符'],
      [{ promt: '   ' }, '请输入灵感描述'],
      [{ weight1: 0.7, image1: foreign }, '参考强度应在 0 到 2 之间，步长 0.5'],
      [{ type2: 4 }, '请选择控制类型（线稿、深度或seg分割）'],
      [{ image2: foreign }, '参考图不存在或已过期，请重新上传'],
      [{ style_id: 999_999 }, '所选风格不存在，请刷新页面后重新选择'],
    ];
    for (const [extra, msg] of cases)
      expect(await generate(t, member.token, body(extra))).toMatchObject({ status: 200, code: 4022, msg });
    expect(await t.ctx.db.select().from(aiRenderJobs).where(eq(aiRenderJobs.userId, member.id))).toEqual([]);
    expect(await balanceOf(t, member.id)).toBe('1.00');
    expect((await t.call('GET', '/api/ai/vip', { token: member.token })).data.free_img).toBe(3);
  });

  it('takes free uses first, then 光子 by quality; 4423 when short; a VIP pays nothing', async () => {
    const member = await aiMember(t, '0.04');
    for (let i = 0; i < 3; i++) {
      const res = await generate(t, member.token, body({ promt: `free ${i}` }));
      expect(res).toMatchObject({ code: 200, msg: '已加入生成队列', data: { img: '', state: 'queued' } });
      expect(await job(res.data.id)).toMatchObject({ paidWith: 'free', cost: '0.00', chargeEntryId: null });
    }
    expect((await t.call('GET', '/api/ai/vip', { token: member.token })).data.free_img).toBe(0);
    const paid = await generate(t, member.token, body({ promt: 'paid', quality: 3 }));
    expect(await job(paid.data.id)).toMatchObject({ paidWith: 'photons', cost: '0.03' });
    expect(await generate(t, member.token, body({ promt: 'short', quality: 2 }))).toMatchObject({
      code: 4423,
      msg: '光子不足，请充值',
    });
    expect(await ledger(member.id)).toEqual([[2, '0.03']]);
    expect(await balanceOf(t, member.id)).toBe('0.01');

    const vip = await vipMember(t);
    const res = await generate(t, vip.token, body({ quality: 1 }));
    expect(res.data.vip).toBe(true);
    expect(await job(res.data.id)).toMatchObject({ paidWith: 'vip', cost: '0.00', priority: 1 });
  });

  it('answers an identical re-sent generate as a poll (no second charge), then the image once; after that it is a new render', async () => {
    const member = await aiMember(t, '1.00');
    await useUpFree(member.id);
    const upload = (await uploadReference(t, member.token, shapePng())).json().data.filename;
    const request = body({ image2: upload, weight2: 1.5, type2: 2, quality: 2 });
    const first = await generate(t, member.token, request);
    const again = await generate(t, member.token, request);
    expect(again.data.id).toBe(first.data.id);
    expect(await ledger(member.id)).toEqual([[2, '0.02']]);

    await renderRunner(t, 'w-poll').runUntilIdle();
    const done = await generate(t, member.token, request);
    expect(done.data).toMatchObject({ id: first.data.id, state: 'succeeded', tasks: 0 });
    expect(done.data.img).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(done.data.download).toMatch(/name=%E5%85%89%E5%AD%90%E8%AE%BE%E8%AE%A1AI_\d{14}\.png/);
    const file = await t.app.inject({ method: 'GET', url: done.data.download });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('AI_');
    // The preview is the shape reference's depth map at the 1:1 size, watermarked.
    const stored = await job(first.data.id);
    expect(stored.outputs).toEqual([
      expect.objectContaining({ width: 768, height: 768, contentType: 'image/png' }),
    ]);

    const newRender = await generate(t, member.token, request);
    expect(newRender.data.id).not.toBe(first.data.id);
    expect(await ledger(member.id)).toEqual([
      [2, '0.02'],
      [2, '0.02'],
    ]);
    const poll = await t.call('GET', `/api/ai/generate/${first.data.id}`, { token: member.token });
    expect(poll.data.img).toMatch(/^data:image\/png/);
    const other = await aiMember(t);
    expect(await t.call('GET', `/api/ai/generate/${first.data.id}`, { token: other.token })).toMatchObject({
      code: 4004,
    });
  });
});

describe('the queue', () => {
  it('puts a VIP job ahead of waiting non-VIP jobs; tasks counts the jobs ahead; workers take them in that order', async () => {
    await renderRunner(t, 'w-drain').runUntilIdle();
    const a = await aiMember(t);
    const b = await aiMember(t);
    const vip = await vipMember(t);
    const a1 = (await generate(t, a.token, body({ promt: 'a1' }))).data;
    const b1 = (await generate(t, b.token, body({ promt: 'b1' }))).data;
    const a2 = (await generate(t, a.token, body({ promt: 'a2' }))).data;
    expect([a1.tasks, b1.tasks, a2.tasks]).toEqual([0, 1, 2]);
    const v = (await generate(t, vip.token, body({ promt: 'v', quality: 3 }))).data;
    expect(v.tasks).toBe(0);
    const tasks = async (id: number, token: string) =>
      (await t.call('GET', `/api/ai/generate/${id}`, { token })).data.tasks;
    expect(await tasks(a1.id, a.token)).toBe(1);
    expect(await tasks(a2.id, a.token)).toBe(3);

    const runner = renderRunner(t, 'w-order');
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(await runner.runNext()).toBe('done');
      const finished = await t.ctx.db.select().from(aiRenderJobs).where(eq(aiRenderJobs.state, 'succeeded'));
      order.push(
        ...finished
          .map((row) => row.id)
          .filter((id) => !order.includes(id) && [a1.id, b1.id, a2.id, v.id].includes(id)),
      );
    }
    expect(order).toEqual([v.id, a1.id, b1.id, a2.id]);
    expect(await tasks(a2.id, a.token)).toBe(0);
  });

  it('20 identical generates at once make one job and one charge; 20 different ones stop at the limits', async () => {
    const same = await aiMember(t, '1.00');
    await useUpFree(same.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => generate(t, same.token, body({ promt: 'same' }))),
    );
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await ledger(same.id)).toEqual([[2, '0.01']]);

    // 3 free uses and 光子 for 2 renders: 5 are queued (the pending limit), whatever the order they arrive in.
    const many = await aiMember(t, '0.02');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => generate(t, many.token, body({ promt: `different ${i}` }))),
    );
    const queued = results.filter((r) => r.code === 200);
    expect(queued).toHaveLength(5);
    expect(new Set(results.filter((r) => r.code !== 200).map((r) => r.code))).toEqual(
      new Set([4029, 4423].filter((c) => results.some((r) => r.code === c))),
    );
    expect(await ledger(many.id)).toEqual([
      [2, '0.01'],
      [2, '0.01'],
    ]);
    expect(await balanceOf(t, many.id)).toBe('0.00');

    // The backend is down: every job fails with a clear message and is refunded exactly once.
    await renderRunner(t, 'w-down', createA1111Provider({ baseUrl: 'http://127.0.0.1:9' })).runUntilIdle();
    const rows = await t.ctx.db.select().from(aiRenderJobs).where(eq(aiRenderJobs.userId, many.id));
    expect(rows.map((r) => r.state)).toEqual(Array(5).fill('failed'));
    expect(rows[0]!.error).toBe('AI 渲染服务暂时不可用，本次消耗已退回，请稍后再试');
    expect(rows.every((r) => r.refundedAt !== null)).toBe(true);
    expect((await ledger(many.id)).sort()).toEqual([
      [1, '0.01'],
      [1, '0.01'],
      [2, '0.01'],
      [2, '0.01'],
    ]);
    expect(await balanceOf(t, many.id)).toBe('0.02');
    expect((await t.call('GET', '/api/ai/vip', { token: many.token })).data.free_img).toBe(3);
    const queueRows = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'ai.render'), eq(jobs.state, 'queued')));
    expect(queueRows).toEqual([]);
  });

  it('cancels a waiting job and a running one, refunding each once', async () => {
    const member = await aiMember(t, '1.00');
    await useUpFree(member.id);
    const waiting = (await generate(t, member.token, body({ promt: 'cancel me', quality: 2 }))).data;
    const cancel = (id: number) => t.call('POST', `/api/ai/generate/${id}/cancel`, { token: member.token });
    expect(await cancel(waiting.id)).toMatchObject({
      code: 200,
      msg: '已取消制作，消耗的光子与免费次数已退回',
      data: { state: 'canceled' },
    });
    expect(await cancel(waiting.id)).toMatchObject({ code: 4009, msg: '任务已结束，无法取消' });
    expect(await renderRunner(t, 'w-skip').runUntilIdle()).toBeGreaterThan(0);
    expect((await job(waiting.id)).state).toBe('canceled');

    const gpu = await fakeA1111();
    gpu.mode = 'hang';
    try {
      const running = (await generate(t, member.token, body({ promt: 'cancel while running' }))).data;
      const runner = renderRunner(t, 'w-gpu', createA1111Provider({ baseUrl: gpu.url }));
      const run = runner.runNext();
      await gpu.nextRender();
      expect((await job(running.id)).state).toBe('running');
      expect((await cancel(running.id)).data.state).toBe('canceled');
      expect(await run).toBe('done');
      // The interrupt is sent as the render is abandoned; it reaches the GPU a moment later.
      await expect.poll(() => gpu.requests.some((r) => r.path === '/sdapi/v1/interrupt')).toBe(true);
      expect((await job(running.id)).outputs).toEqual([]);
    } finally {
      await gpu.close();
    }
    expect(await ledger(member.id)).toEqual([
      [2, '0.02'],
      [1, '0.02'],
      [2, '0.01'],
      [1, '0.01'],
    ]);
    expect(await balanceOf(t, member.id)).toBe('1.00');
  });

  it('expires jobs queued too long, with a refund, once', async () => {
    await renderRunner(t, 'w-drain-2').runUntilIdle();
    const member = await aiMember(t);
    const queued = (await generate(t, member.token, body({ promt: 'nobody renders me' }))).data;
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await expireRenders(t.ctx.db, 30, new Date())).toBe(0);
    expect(await expireRenders(t.ctx.db, 30, later)).toBe(1);
    expect(await expireRenders(t.ctx.db, 30, later)).toBe(0);
    expect(await job(queued.id)).toMatchObject({
      state: 'expired',
      error: '排队时间过长，任务已取消，本次消耗已退回',
    });
    expect((await t.call('GET', '/api/ai/vip', { token: member.token })).data.free_img).toBe(3);
  });

  it('lists the history newest first, with what it cost and whether it was refunded', async () => {
    const member = await aiMember(t);
    await generate(t, member.token, body({ promt: 'one', seed: 42 }));
    await renderRunner(t, 'w-history').runUntilIdle();
    await generate(t, member.token, body({ promt: 'two' }));
    const page = await t.call('GET', '/api/ai/render_history?offset=0&limit=12', { token: member.token });
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((i: { promt: string }) => i.promt)).toEqual(['two', 'one']);
    expect(page.data.list[1]).toMatchObject({
      state: 'succeeded',
      seed: 42,
      paid_with: 'free',
      cost: 0,
      preview: true,
      refunded: false,
    });
    expect(page.data.list[1].url).toMatch(/^\/files\/private\/ai-render\/out\//);
    expect(page.data.list[0]).toMatchObject({ state: 'queued', state_label: '排队中', url: '' });
  });

  it('leaves the wallets consistent', async () => {
    expect((await auditWallets(t.ctx.db)).problems).toEqual([]);
  });
});
