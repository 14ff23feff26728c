import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { siteSettings } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/footer', () => {
  it('answers empty lists before operators set anything', async () => {
    const res = await t.call('GET', '/api/footer');
    expect(res).toMatchObject({ status: 200, code: 200, data: { contacts: [], friends: [] } });
  });

  it('answers what is stored', async () => {
    const footer = {
      contacts: [{ name: '客服电话', value: '400-000-0000' }],
      cooperations: [],
      friends: [{ name: '示例', link: 'https://example.com' }],
      qrcode: '/q.png',
      records: [],
    };
    await t.ctx.db.insert(siteSettings).values({ key: 'footer', value: footer });
    const res = await t.call('GET', '/api/footer');
    expect(res.data).toEqual(footer);
  });

  it('answers unknown routes with a Chinese msg in the envelope', async () => {
    const res = await t.call('GET', '/api/nope');
    expect(res).toMatchObject({ status: 404, code: 4004, msg: '请求的内容不存在' });
  });
});
