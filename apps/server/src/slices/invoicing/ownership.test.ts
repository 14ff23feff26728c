import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { companyHeader, invoiceMember, rechargeOrder, recordsOf } from './testing.ts';
import { invoiceInfos } from './schema.ts';
import { eq } from 'drizzle-orm';

/**
 * The ownership matrix for every invoice call: a guest gets 4001, another member is refused as "not found"
 * (never the owner's data, nothing written), the owner succeeds.
 */
let t: TestApp;
let owner: { id: number; token: string };
let stranger: { id: number; token: string };
let headerId: number;
let strangerHeaderId: number;
let orderId: number;
let freshOrderId: number;
let recordId: number;

beforeAll(async () => {
  t = await startTestApp();
  owner = await invoiceMember(t);
  stranger = await invoiceMember(t);
  headerId = (await t.call('POST', '/api/invoice/info', { token: owner.token, body: companyHeader() })).data
    .id;
  strangerHeaderId = (
    await t.call('POST', '/api/invoice/info', {
      token: stranger.token,
      body: companyHeader({ header_name: '别人' }),
    })
  ).data.id;
  orderId = (await rechargeOrder(t, owner.id, '100.00')).id;
  freshOrderId = (await rechargeOrder(t, owner.id, '50.00')).id;
  recordId = (
    await t.call('POST', '/api/invoice/apply', {
      token: owner.token,
      body: { recharge_order_id: orderId, invoice_info_id: headerId, invoice_amount: 40 },
    })
  ).data.id;
});
afterAll(() => t.close());

const applyBody = () => ({ recharge_order_id: freshOrderId, invoice_info_id: headerId, invoice_amount: 10 });
const modifyBody = () => ({ recharge_order_id: orderId, invoice_info_id: headerId, invoice_amount: 45 });

const calls: [string, () => [string, string, unknown?], string][] = [
  ['recharge orders', () => ['GET', '/api/invoice/recharge-orders'], ''],
  ['header list', () => ['GET', '/api/invoice/info'], ''],
  ['header create', () => ['POST', '/api/invoice/info', companyHeader({ header_name: '新' })], ''],
  [
    'header update',
    () => ['PUT', `/api/invoice/info/${headerId}`, companyHeader({ header_name: '改' })],
    '发票信息不存在',
  ],
  ['apply', () => ['POST', '/api/invoice/apply', applyBody()], '充值订单不存在'],
  ['modify', () => ['PUT', `/api/invoice/modify/${recordId}`, modifyBody()], '开票记录不存在'],
  ['records', () => ['GET', `/api/invoice/records?recharge_order_id=${orderId}`], '充值订单不存在'],
  ['header delete', () => ['DELETE', `/api/invoice/info/${headerId}`], '发票信息不存在'],
];

describe('guests', () => {
  it.each(calls)('%s answers 4001', async (_name, request) => {
    const [method, url, body] = request();
    expect(await t.call(method, url, { body })).toMatchObject({ code: 4001, data: null });
  });
});

describe('another member', () => {
  it.each(calls.filter(([, , refusal]) => refusal))(
    '%s is refused as not found',
    async (_name, request, refusal) => {
      const [method, url, body] = request();
      expect(await t.call(method, url, { token: stranger.token, body })).toMatchObject({
        code: 4004,
        msg: refusal,
        data: null,
      });
    },
  );

  it('sees only their own headers and orders', async () => {
    const headers = await t.call('GET', '/api/invoice/info', { token: stranger.token });
    expect(headers.data.map((h: { header_name: string }) => h.header_name)).toEqual(['别人']);
    const orders = await t.call('GET', '/api/invoice/recharge-orders', { token: stranger.token });
    expect(orders.data).toMatchObject({ data: [], total: 0 });
  });

  it("cannot apply on the owner's order with their own header, nor use the owner's header", async () => {
    const own = await rechargeOrder(t, stranger.id, '100.00');
    expect(
      await t.call('POST', '/api/invoice/apply', {
        token: stranger.token,
        body: { recharge_order_id: own.id, invoice_info_id: headerId, invoice_amount: 10 },
      }),
    ).toMatchObject({ code: 4004, msg: '发票信息不存在' });
    expect(await recordsOf(t, own.id)).toEqual([]);
    expect(
      await t.call('PUT', `/api/invoice/modify/${recordId}`, {
        token: owner.token,
        body: { ...modifyBody(), invoice_info_id: strangerHeaderId },
      }),
    ).toMatchObject({ code: 4004, msg: '发票信息不存在' });
  });

  it('changed nothing of the owner', async () => {
    const [record] = await recordsOf(t, orderId);
    expect(record).toMatchObject({ amount: '40.00', status: 1 });
    const [header] = await t.ctx.db.select().from(invoiceInfos).where(eq(invoiceInfos.id, headerId));
    expect(header!.headerName).toBe('光子设计有限公司');
  });
});

describe('the owner', () => {
  it.each(calls)('%s succeeds', async (_name, request) => {
    const [method, url, body] = request();
    const res = await t.call(method, url, { token: owner.token, body });
    expect(res.code).toBe(200);
  });
});
