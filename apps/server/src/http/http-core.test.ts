import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('HTTP core', () => {
  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/footer');
  });

  it('serves the docs UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
  });

  it('answers malformed JSON with the envelope, not a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 4022, msg: '请求格式错误', data: null });
  });

  it('refuses bodies over the size limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: JSON.stringify({ phone: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 4022, msg: '提交的内容过大' });
  });

  it('echoes a request id and reports readiness', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/readyz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.json()).toMatchObject({ status: 'ready' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});
