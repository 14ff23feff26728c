import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { createRenderProvider } from './platform/ai/create-render-provider.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'cfg-'));

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
