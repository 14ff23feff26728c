import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createServices } from '../services.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platform-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The adapters are only constructed here (no calls), so no database is needed. */
const db = {} as Db;
const services = (env: Record<string, string>) =>
  createServices(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env } as NodeJS.ProcessEnv), db);

describe('createServices picks each adapter from configuration', () => {
  it('uses the embedded defaults without configuration', () => {
    const s = services({});
    expect([s.storage.kind, s.sms.kind, s.mail.kind, s.social.weixinweb.kind, s.social.qq.kind]).toEqual([
      'local',
      'outbox',
      'outbox',
      'dev',
      'dev',
    ]);
    expect(s.counters.kind).toBe('memory');
  });

  it('uses the production adapters when configured', async () => {
    const s = services({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_BASE_URL: 'https://cdn.example.com',
      SMS_DRIVER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'a',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'b',
      ALIYUN_SMS_SIGN_NAME: '光子设计',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      MAIL_DRIVER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SOCIAL_DRIVER: 'real',
      WECHAT_APP_ID: 'w',
      WECHAT_APP_SECRET: 'w',
      QQ_APP_ID: 'q',
      QQ_APP_SECRET: 'q',
      REDIS_URL: 'redis://127.0.0.1:6399',
    });
    expect([s.storage.kind, s.sms.kind, s.mail.kind, s.social.weixinweb.kind, s.social.qq.kind]).toEqual([
      's3',
      'aliyun',
      'smtp',
      'real',
      'real',
    ]);
    expect(s.storage.publicUrl('public/a.png')).toBe('https://cdn.example.com/public/a.png');
    expect(s.social.qq.authorizeUrl('s', 'https://x/cb')).toMatch(
      /^https:\/\/graph\.qq\.com\/oauth2\.0\/authorize\?/,
    );
    expect(s.counters.kind).toBe('redis');
    await s.counters.close!();
  });

  it('uses database counters with DATABASE_URL and no Redis, and can switch social login off', () => {
    const s = services({ DATABASE_URL: 'postgres://unused.invalid/x', SOCIAL_DRIVER: 'off' });
    expect(s.counters.kind).toBe('database');
    expect(s.social.weixinweb.kind).toBe('disabled');
  });

  it('gives S3 storage an STS issuer for direct upload only with STS_PROVIDER, through the CDN wrapper too', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(services({}).storage.directUpload).toBeUndefined();
    expect(services(s3).storage.directUpload).toBeUndefined();
    const storage = services({
      ...s3,
      MEDIA_CDN_BASE_URL: 'https://video.example.com',
      MEDIA_CDN_AUTH_KEY: 'abcdef123',
      STS_PROVIDER: 'aliyun',
      STS_ENDPOINT: 'https://sts.cn-beijing.aliyuncs.com',
      STS_ROLE_ARN: 'acs:ram::1:role/uploads',
      STS_ACCESS_KEY_ID: 'id',
      STS_ACCESS_KEY_SECRET: 'secret',
    }).storage;
    expect(storage.directUpload).toMatchObject({ provider: 'aliyun', bucket: 'b' });
    expect(JSON.parse(storage.directUpload!.policy).Statement[0].Resource).toEqual([
      'acs:oss:*:*:b/clients/uploads/*',
    ]);
  });

  it('refuses to start a driver without its keys', () => {
    expect(() => services({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => services({ SMS_DRIVER: 'aliyun' })).toThrow(/ALIYUN_SMS_SIGN_NAME/);
    expect(() => services({ SOCIAL_DRIVER: 'real' })).toThrow(/WECHAT_APP_ID/);
    expect(() => services({ S3_PUBLIC_BASE_URL: 'not a url' })).toThrow(/S3_PUBLIC_BASE_URL/);
  });
});
