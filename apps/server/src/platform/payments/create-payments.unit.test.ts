import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createPaymentProviders } from './create-payments.ts';
import { loadPrivateKey, loadPublicKey } from './keys.ts';
import { rsaKeys } from './testing.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'payments-config-'));
const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env } as NodeJS.ProcessEnv);
const noDb = {} as DbOrTx;

describe('keys from configuration', () => {
  it('reads PEM, \\n-escaped PEM and bare base64', () => {
    const keys = rsaKeys();
    const bare = (pem: string) => pem.replace(/-----[^-]+-----|\n/g, '');
    for (const text of [keys.privatePem, keys.privatePem.replace(/\n/g, '\\n'), bare(keys.privatePem)]) {
      expect(loadPrivateKey(text).asymmetricKeyType).toBe('rsa');
    }
    for (const text of [keys.publicPem, bare(keys.publicPem)]) {
      expect(loadPublicKey(text).export({ type: 'spki', format: 'pem' })).toBe(keys.publicPem);
    }
  });
});

describe('choosing providers', () => {
  it('uses the 沙箱 for both methods outside production when nothing is configured', () => {
    const providers = createPaymentProviders(config({}), noDb);
    expect(providers.forMethod(1)?.id).toBe('sandbox');
    expect(providers.forMethod(2)?.id).toBe('sandbox');
    expect(providers.forMethod(3)).toBeNull();
    expect(providers.byId('toString')).toBeNull();
  });

  it('has no sandbox in production', () => {
    const providers = createPaymentProviders(
      config({
        NODE_ENV: 'production',
        APP_SECRET: 'p'.repeat(40),
        DATABASE_URL: 'postgres://x/y',
        PUBLIC_URL: 'https://www.example.com',
      }),
      noDb,
    );
    expect(providers.forMethod(1)).toBeNull();
    expect(providers.sandbox).toBeNull();
  });

  it('refuses a partial merchant configuration, naming what is missing', () => {
    expect(() => config({ WECHATPAY_MCH_ID: '1900000109' })).toThrow(ConfigError);
    expect(() => config({ WECHATPAY_MCH_ID: '1900000109' })).toThrow(/WECHATPAY_API_V3_KEY/);
    expect(() => config({ ALIPAY_APP_ID: '2021' })).toThrow(/ALIPAY_SELLER_ID/);
  });

  it('uses a configured provider for its method and the sandbox for the other', () => {
    const k = rsaKeys();
    const providers = createPaymentProviders(
      config({
        ALIPAY_APP_ID: '2021',
        ALIPAY_PRIVATE_KEY: k.privatePem,
        ALIPAY_PUBLIC_KEY: k.publicPem,
        ALIPAY_SELLER_ID: '2088',
      }),
      noDb,
    );
    expect(providers.forMethod(2)?.id).toBe('alipay');
    expect(providers.forMethod(1)?.id).toBe('sandbox');
  });
});
