/**
 * Known answers for keys.ts: every shape a key can be configured in (PEM, PEM with '\n' escapes as environment
 * variables carry it, a path, the bare base64 body the Alipay console shows, PKCS#1) must load the same key,
 * shown by the signature openssl made with the TEST-ONLY fixture keys (test-vectors/README.md). Commands run
 * from test-vectors/.
 */
import { createPrivateKey, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadPrivateKey, loadPublicKey } from './keys.ts';

const path = (name: string) => fileURLToPath(new URL(`./test-vectors/${name}`, import.meta.url));
const text = (name: string) => readFileSync(path(name), 'utf8');
/** The base64 between the armour lines, joined: what consoles show and people paste. */
const bareBody = (pem: string) => pem.slice(pem.indexOf('-----BEGIN')).replace(/-----[^-]+-----|\s/g, '');
const escaped = (pem: string) => pem.replace(/\n/g, '\\n');

const MESSAGE = 'keys.ts known answer: every configured shape of one key';
// printf '%s' 'keys.ts known answer: every configured shape of one key' \
//   | openssl dgst -sha256 -sign merchant.test-only.key.pem | openssl base64 -A
const MERCHANT_SIGNATURE =
  'Vzi89mMzUH3utyjeWAVw41SNgSgBzViwt4vg0jnWBYjHaSasd5QON3ZTjDf3yeYN5Obby3+mGEux+2regOfLCwUxk5zvpyKotzc6rxJJM9PAl6z3vsbjLyiLgWX3aw+KAMkDie6DFyzFljD2oFaIsLAF5kNwQBykKfdDdSz4wEPsQHozlo4y2tBLK6cGrBwC3m5lGeh8DLjIxWoKJh8q1my9TGd5RruhQpbCh+jTP90kyqWKNIqi4yPsRJqaCIgsTir7X+EXlyd69jfZSRCxCkERyuB4rYWsDFY18dboXCaB5e2Ek8oP5vxbgJL2DGYo/T4Vs4sWLcHOlasRwVLFTA==';
// printf '%s' 'keys.ts known answer: every configured shape of one key' \
//   | openssl dgst -sha256 -sign provider.test-only.key.pem | openssl base64 -A
const PROVIDER_SIGNATURE =
  'kVMiXF8GwsmKuD28dFNxq2GBxitp8y3BlpJ7ZZoxosogsRtx/XCjZcxoDyHvFt+AovNoux2y5kgQqqSHZW7OmBvvmdT/Au0CHf3XfJ5GfsU4qhxKmIr+lxqZcuT4WhcVPlWBCWl0e1AYXo2pDs2nAMFsfWtO3YyzAoRXJBFK/H+DiHiI0ahlewgWkJA0+iR5o/oN5X/eDmYt5TBJbY6/8F92IcO8rN/ctXyVImeFH65jOZaNymonzU7slv5STw6OxpCxMhJGEldqOyOwH5yoSOrAJuZJZmRO2NyuSIg0Z+OvDxsi4WQ5HRK0taLmA7I86csehI0djcl9CGSSOyyv8g==';

describe('loadPrivateKey (known answer)', () => {
  const pem = text('merchant.test-only.key.pem');
  // PKCS#1 DER, as older Alipay key tools export it; the same base64 as OpenSSL 3.0's (RSA DER is PKCS#1)
  // `openssl pkey -in merchant.test-only.key.pem -outform DER | openssl base64 -A`.
  const pkcs1 = createPrivateKey(pem).export({ type: 'pkcs1', format: 'der' }).toString('base64');
  const shapes = {
    pem,
    'escaped pem': escaped(pem),
    path: path('merchant.test-only.key.pem'),
    'bare pkcs8 base64': bareBody(pem),
    'bare pkcs1 base64': pkcs1,
  };

  it.each(Object.entries(shapes))('%s signs as openssl did', (_shape, value) => {
    expect(sign('sha256', Buffer.from(MESSAGE), loadPrivateKey(value)).toString('base64')).toBe(
      MERCHANT_SIGNATURE,
    );
  });
});

describe('loadPublicKey (known answer)', () => {
  const pem = text('provider.test-only.pub.pem');
  const shapes = {
    pem,
    'escaped pem': escaped(pem),
    path: path('provider.test-only.pub.pem'),
    'bare spki base64': bareBody(pem),
    'x509 certificate': text('provider.test-only.cert.pem'),
  };

  it.each(Object.entries(shapes))('%s verifies what openssl signed, and only that', (_shape, value) => {
    const key = loadPublicKey(value);
    expect(verify('sha256', Buffer.from(MESSAGE), key, Buffer.from(PROVIDER_SIGNATURE, 'base64'))).toBe(true);
    expect(verify('sha256', Buffer.from(MESSAGE), key, Buffer.from(MERCHANT_SIGNATURE, 'base64'))).toBe(
      false,
    );
    expect(verify('sha256', Buffer.from(`${MESSAGE}.`), key, Buffer.from(PROVIDER_SIGNATURE, 'base64'))).toBe(
      false,
    );
  });
});
