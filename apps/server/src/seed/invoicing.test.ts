import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { users } from '../db/schema.ts';
import { createSession } from '../../test/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { demoData: true });
}, 180_000);
afterAll(() => t.close());

describe('demo invoicing', () => {
  it('gives the demo member paid recharges with invoices in each state and a downloadable issued PDF', async () => {
    const [member] = await t.ctx.db.select().from(users).where(eq(users.phone, '13800000001'));
    const token = await createSession(t.ctx.db, member!.id);
    const orders = (await t.call('GET', '/api/invoice/recharge-orders', { token })).data;
    expect(orders.total).toBe(4);
    const byStatus = orders.data.map(
      (o: { invoice_status: number; latest_invoice_record: { status: number } | null }) => [
        o.invoice_status,
        o.latest_invoice_record?.status ?? null,
      ],
    );
    expect(byStatus).toEqual([
      [0, null],
      [1, 1],
      [0, 3],
      [2, 2],
    ]);
    const issued = orders.data[3].latest_invoice_record;
    expect(issued).toMatchObject({ invoice_no: '25312000000000000001', invoice_info: { invoice_type: 2 } });
    const pdf = await t.app.inject({
      method: 'GET',
      url: issued.invoice_file_url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const headers = (await t.call('GET', '/api/invoice/info', { token })).data;
    expect(
      headers.map((h: { header_name: string; is_default: boolean }) => [h.header_name, h.is_default]),
    ).toEqual([
      ['设计小白', true],
      ['上海光子示例设计有限公司', false],
    ]);
  });
});
