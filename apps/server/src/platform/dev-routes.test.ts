import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import type { App } from '../app-context.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createServices } from '../services.ts';

describe('GET /api/dev/outbox (outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists what the dev SMS and mail adapters kept, newest first, filtered by recipient', async () => {
    const { sms, mail } = t.ctx.services;
    expect(sms.kind).toBe('outbox');
    expect(mail.kind).toBe('outbox');
    await sms.sendCode('13800000001', '111111', 'login');
    await mail.send({
      to: 'Member@Example.com',
      subject: '重置密码',
      text: '点击链接重置密码',
      link: 'http://localhost/reset?t=1',
    });
    await sms.sendCode('13800000001', '222222', 'register');
    await sms.sendCode('13800000002', '333333', 'login');

    const phone = await t.call('GET', '/api/dev/outbox?to=13800000001');
    expect(phone.code).toBe(200);
    expect(phone.data.map((m: { code: string }) => m.code)).toEqual(['222222', '111111']);
    expect(phone.data[0]).toMatchObject({ channel: 'sms', to: '13800000001', link: null });
    expect(phone.data[0].body).toContain('222222');
    expect(Date.parse(phone.data[0].created_at)).not.toBeNaN();

    const email = await t.call('GET', '/api/dev/outbox?to=member@example.com');
    expect(email.data).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: 'member@example.com',
        subject: '重置密码',
        code: null,
        link: 'http://localhost/reset?t=1',
      }),
    ]);

    const all = await t.call('GET', '/api/dev/outbox');
    expect(all.data.map((m: { to: string }) => m.to).slice(0, 2)).toEqual(['13800000002', '13800000001']);
  });

  it('refuses an over-long recipient with a Chinese message', async () => {
    const res = await t.call('GET', `/api/dev/outbox?to=${'1'.repeat(129)}`);
    expect(res.code).toBe(4022);
    expect(res.msg).toBe('手机号或邮箱不能超过 128 个字符');
  });
});

/** The platform may not import slices; nothing here needs a signed-in member. */
const noSessions = { userFromRequest: async () => null };

describe('a production configuration', () => {
  let app: App;
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-prod-'));
    // DATABASE_URL must be set for production to start; the test opens an in-memory database itself.
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'p'.repeat(40),
      DATABASE_URL: 'postgres://unused.invalid/none',
      PUBLIC_URL: 'https://www.example.com',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ROLES: 'api',
    } as NodeJS.ProcessEnv);
    expect(config.devTools).toBe(false);
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    app = await buildApp(
      {
        config,
        database,
        db: database.db,
        services: createServices(config, database.db),
        sessions: noSessions,
      },
      { logger: false },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no dev invoice issuing route (invoices are issued by npm run invoice:issue there)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/dev/invoice/1/issue',
      payload: { invoice_no: 'X1' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('has no dev outbox and no dev OAuth page', async () => {
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json()).toMatchObject({ code: 4004 });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/dev/oauth/authorize?provider=qq&state=s&redirect_uri=/auth/qq/callback',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('switches the dev social driver off instead of pointing at a missing page', () => {
    const { weixinweb, qq } = app.ctx.services.social;
    expect(weixinweb.kind).toBe('disabled');
    expect(decodeURIComponent(qq.authorizeUrl('s', 'https://www.example.com/auth/qq/callback'))).toBe(
      '/login?error=暂未开通QQ登录',
    );
  });

  it('still serves stored files', async () => {
    await app.ctx.services.storage.put('public/covers/a.png', Buffer.from('png'), {
      contentType: 'image/png',
    });
    const res = await app.inject({ method: 'GET', url: '/files/public/covers/a.png' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('png');
  });
});
