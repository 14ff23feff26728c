import { describe, expect, it } from 'vitest';
import { signPlaybackToken, verifyPlaybackToken } from './playback-token.ts';

const secret = 's'.repeat(40);
const now = 1_750_000_000;

describe('playback tokens', () => {
  it('round-trips a claim until it expires', () => {
    const token = signPlaybackToken(secret, { userId: 7, taskId: 42, expires: now + 60 });
    expect(verifyPlaybackToken(secret, token, now)).toEqual({
      ok: true,
      claim: { userId: 7, taskId: 42, expires: now + 60 },
    });
    expect(verifyPlaybackToken(secret, token, now + 61)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses edited fields, other secrets and junk', () => {
    const token = signPlaybackToken(secret, { userId: 7, taskId: 42, expires: now + 60 });
    const [u, t, e, sig] = token.split('.');
    expect(verifyPlaybackToken(secret, `${u}.43.${e}.${sig}`, now).ok).toBe(false);
    expect(verifyPlaybackToken(secret, `8.${t}.${e}.${sig}`, now).ok).toBe(false);
    expect(verifyPlaybackToken(secret, `${u}.${t}.${Number(e) + 1000}.${sig}`, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyPlaybackToken('x'.repeat(40), token, now).ok).toBe(false);
    for (const junk of [undefined, '', 'a.b.c.d', ['x'], `${token}0`])
      expect(verifyPlaybackToken(secret, junk, now).ok).toBe(false);
  });
});
