import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { createRenderProvider } from './platform/ai/create-render-provider.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'cfg-'));

/** What loadConfig refuses for these settings ('' when it takes them). */
function problems(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('loadConfig', () => {
  it('applies defaults and generates a persistent local secret', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      PORT: 3000,
      ROLES: ['api', 'web', 'worker'],
      devTools: true,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(first.APP_SECRET).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).APP_SECRET).toBe(first.APP_SECRET);
  });

  it('stops with a readable list of every problem', () => {
    let message = '';
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'abc',
        ROLES: 'api,cron',
        STORAGE_DRIVER: 's3',
        NODE_ENV: 'production',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const key of ['PORT', 'ROLES', 'S3_BUCKET', 'APP_SECRET', 'DATABASE_URL', 'PUBLIC_URL'])
      expect(message).toContain(key);
  });

  it('asks for the STS settings together, and only with the s3 driver', () => {
    const missing = problems({ STS_PROVIDER: 'aliyun', STS_ENDPOINT: 'https://sts.cn-beijing.aliyuncs.com' });
    for (const key of ['STS_ROLE_ARN', 'STS_ACCESS_KEY_ID', 'STS_ACCESS_KEY_SECRET'])
      expect(missing).toContain(`${key}: STS_PROVIDER 时必须设置`);
    expect(missing).toContain('STS_PROVIDER: 只能与 STORAGE_DRIVER=s3 一起使用（本地磁盘没有 STS）');
    const complete = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      STS_PROVIDER: 'aws',
      STS_ENDPOINT: 'https://sts.amazonaws.com',
      STS_ROLE_ARN: 'arn:aws:iam::1:role/uploads',
      STS_ACCESS_KEY_ID: 'id',
      STS_ACCESS_KEY_SECRET: 'secret',
    };
    expect(problems(complete)).toBe('');
    expect(problems({ ...complete, STS_PROVIDER: 'tencent' })).toContain('STS_PROVIDER');
  });

  it('takes MEDIA_SEGMENT_SECRET only in its form, on local storage and without the media CDN', () => {
    const secret = 'segment-secret_0123456789abcdefABCDEF';
    expect(problems({ MEDIA_SEGMENT_SECRET: secret })).toBe('');
    for (const bad of ['short', 'x'.repeat(129), `${secret}!`, `${secret} `])
      expect(problems({ MEDIA_SEGMENT_SECRET: bad })).toContain(
        'MEDIA_SEGMENT_SECRET 须为 32 到 128 位字母、数字、- 或 _',
      );
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(problems({ ...s3, MEDIA_SEGMENT_SECRET: secret })).toContain(
      'MEDIA_SEGMENT_SECRET: 只能与本地存储（STORAGE_DRIVER=local）一起使用',
    );
    expect(
      problems({
        MEDIA_SEGMENT_SECRET: secret,
        MEDIA_CDN_BASE_URL: 'https://video.example.com',
        MEDIA_CDN_AUTH_KEY: 'aliyuncdnexp1234',
      }),
    ).toContain('MEDIA_SEGMENT_SECRET: 不能与 MEDIA_CDN_BASE_URL 同时设置');
  });

  it('turns dev tools off in production', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://x/y',
      PUBLIC_URL: 'https://example.com',
    });
    expect(config.devTools).toBe(false);
  });

  it('needs the GPU server of the chosen render backend, and picks its adapter', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), RENDER_BACKEND: 'a1111' })).toThrow(/A1111_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RENDER_BACKEND: 'comfyui' })).toThrow(/COMFYUI_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RENDER_BACKEND: 'dalle' })).toThrow(/RENDER_BACKEND/);
    const pick = (env: Record<string, string>) =>
      createRenderProvider(loadConfig({ DATA_DIR: dataDir(), ...env }));
    expect(pick({})).toMatchObject({ kind: 'preview', isPreview: true, concurrency: 2 });
    expect(pick({ RENDER_BACKEND: 'a1111', A1111_URL: 'http://gpu:7860' })).toMatchObject({
      kind: 'a1111',
      concurrency: 1,
    });
    expect(
      pick({ RENDER_BACKEND: 'comfyui', COMFYUI_URL: 'http://gpu:8188', RENDER_CONCURRENCY: '2' }),
    ).toMatchObject({
      kind: 'comfyui',
      isPreview: false,
      concurrency: 2,
    });
  });
});
