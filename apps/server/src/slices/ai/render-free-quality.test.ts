import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { balanceOf, entriesOf } from '../wallet/testing.ts';
import { aiRenderJobs } from './render-schema.ts';
import { generate, renderStyle } from './render-testing.ts';
import { aiMember } from './testing.ts';

/**
 * Render quality on a free use (002 §4–§6, docs/spec-decisions.md "A spec client works unchanged"): the page lets the member pick 1.5倍 / 2倍 while free uses
 * remain; a free use is worth the 普通 price and the difference is charged in 光子, not refused.
 */
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
const body = (extra: Record<string, unknown>) => ({
  style: style.style.name,
  style_id: style.style.id,
  promt: 'a glass villa by the lake',
  size: 1,
  ...extra,
});
const ledger = async (userId: number) =>
  (await entriesOf(t, userId))
    .filter((e) => e.sourceType === 'ai_render')
    .map((e) => [e.action, e.amount, e.title]);
const freeLeft = async (token: string) =>
  (await t.call('GET', '/api/ai/vip', { token })).data.free_img as number;

describe('quality on a free use', () => {
  it('1.5倍 and 2倍 take a free use and the difference to 普通 in 光子; 普通 stays free', async () => {
    const member = await aiMember(t, '1.00');
    const plain = await generate(t, member.token, body({ promt: '普通', quality: 1 }));
    expect(await job(plain.data.id)).toMatchObject({ paidWith: 'free', cost: '0.00', chargeEntryId: null });
    const wider = await generate(t, member.token, body({ promt: '1.5倍', quality: 2 }));
    expect(wider).toMatchObject({ code: 200, msg: '已加入生成队列' });
    expect(await job(wider.data.id)).toMatchObject({ paidWith: 'free', cost: '0.01' });
    const widest = await generate(t, member.token, body({ promt: '2倍', quality: 3 }));
    expect(await job(widest.data.id)).toMatchObject({ paidWith: 'free', cost: '0.02' });
    expect(await freeLeft(member.token)).toBe(0);
    expect(await ledger(member.id)).toEqual([
      [2, '0.01', 'AI智能渲染（1.5倍）（免费次数抵扣后差价）'],
      [2, '0.02', 'AI智能渲染（2倍）（免费次数抵扣后差价）'],
    ]);
    expect(await balanceOf(t, member.id)).toBe('0.97');
  });

  it('without the difference in 光子: 4423, and neither the free use nor anything else is taken', async () => {
    const member = await aiMember(t);
    expect(await generate(t, member.token, body({ quality: 3 }))).toMatchObject({
      code: 4423,
      msg: '光子不足，请充值',
    });
    expect(await freeLeft(member.token)).toBe(3);
    expect(await t.ctx.db.select().from(aiRenderJobs).where(eq(aiRenderJobs.userId, member.id))).toEqual([]);
    expect(await ledger(member.id)).toEqual([]);
  });

  it('a cancel gives back both the free use and the 光子', async () => {
    const member = await aiMember(t, '0.05');
    const queued = await generate(t, member.token, body({ quality: 3 }));
    const cancel = await t.call('POST', `/api/ai/generate/${queued.data.id}/cancel`, { token: member.token });
    expect(cancel).toMatchObject({ code: 200, msg: '已取消制作，消耗的光子与免费次数已退回' });
    expect(await freeLeft(member.token)).toBe(3);
    expect(await balanceOf(t, member.id)).toBe('0.05');
    expect((await ledger(member.id)).map(([action, amount]) => [action, amount])).toEqual([
      [2, '0.02'],
      [1, '0.02'],
    ]);
  });
});
