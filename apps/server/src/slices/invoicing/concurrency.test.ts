// api pass: PostgreSQL only — concurrency: PGlite's one connection would queue what this tests overlapping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { companyHeader, invoiceMember, rechargeOrder, recordsOf } from './testing.ts';
import { issueInvoice } from './issue-invoice.ts';
import { sampleInvoicePdf } from './sample-invoice-pdf.ts';

/**
 * Parallel applications for one recharge order. On PostgreSQL (TEST_DATABASE_URL) they truly overlap on a
 * pool of connections and meet at the order's row lock; on PGlite they queue on its single connection.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function setUp(amount: string) {
  const member = await invoiceMember(t);
  const header = (await t.call('POST', '/api/invoice/info', { token: member.token, body: companyHeader() }))
    .data;
  const order = await rechargeOrder(t, member.id, amount);
  const apply = (invoice_amount: number) =>
    t.call('POST', '/api/invoice/apply', {
      token: member.token,
      body: { recharge_order_id: order.id, invoice_info_id: header.id, invoice_amount },
    });
  return { member, header, order, apply };
}

describe('invoicing under concurrency', () => {
  it('accepts exactly one of 10 parallel applications for one order', async () => {
    const { order, apply } = await setUp('100.00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(70)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === '该订单已有待开票的申请，请修改该申请')).toHaveLength(9);
    expect(await recordsOf(t, order.id)).toHaveLength(1);
  });

  it('never lets parallel applications together exceed the order once part is issued', async () => {
    const { order, apply } = await setUp('100.00');
    const first = await apply(60);
    await issueInvoice(t.ctx.db, t.ctx.services.storage, {
      recordId: first.data.id,
      pdf: sampleInvoicePdf(['x']),
      number: '1',
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => apply(40)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const held = (await recordsOf(t, order.id))
      .filter((r) => r.status !== 3)
      .reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    expect(held).toBe(10000);
  });

  it('parallel modifies of one pending record leave one consistent amount within the order', async () => {
    const { member, header, order, apply } = await setUp('100.00');
    const record = (await apply(10)).data;
    const answers = await Promise.all(
      [20, 30, 40, 100, 100.01].map((invoice_amount) =>
        t.call('PUT', `/api/invoice/modify/${record.id}`, {
          token: member.token,
          body: { recharge_order_id: order.id, invoice_info_id: header.id, invoice_amount },
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.code === 4009)).toHaveLength(1);
    const rows = await recordsOf(t, order.id);
    expect(rows).toHaveLength(1);
    expect(['20.00', '30.00', '40.00', '100.00']).toContain(rows[0]!.amount);
  });

  it('issues a record once however many times it is issued at the same moment', async () => {
    const { order, apply } = await setUp('100.00');
    const record = (await apply(100)).data;
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        issueInvoice(t.ctx.db, t.ctx.services.storage, {
          recordId: record.id,
          pdf: sampleInvoicePdf([`copy ${i}`]),
          number: `N${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [row] = await recordsOf(t, order.id);
    expect(row!.status).toBe(2);
    expect(await t.ctx.services.storage.exists(row!.fileKey!)).toBe(true);
  });
});
