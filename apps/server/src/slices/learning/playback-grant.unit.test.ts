import { describe, expect, it } from 'vitest';
import { signPlaybackGrant, verifyPlaybackGrant } from './playback-grant.ts';
import { signPlaybackToken, verifyPlaybackToken } from './playback-token.ts';

const secret = 's'.repeat(40);
const now = 1_750_000_000;
const grant = { userId: 7, taskId: 42, assetId: 3, expires: now + 300, linksUntil: now + 7200 };

describe('playback grants', () => {
  it('round-trip until they expire', () => {
    const value = signPlaybackGrant(secret, grant);
    expect(verifyPlaybackGrant(secret, value, now)).toEqual({ ok: true, grant });
    expect(verifyPlaybackGrant(secret, value, now + 301)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse any edited field, another secret and junk as invalid', () => {
    const value = signPlaybackGrant(secret, grant);
    const parts = value.split('.');
    for (let i = 0; i < 5; i++) {
      const edited = parts.map((p, j) => (j === i ? String(Number(p) + 1) : p)).join('.');
      expect(verifyPlaybackGrant(secret, edited, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(verifyPlaybackGrant('x'.repeat(40), value, now).ok).toBe(false);
    for (const junk of [undefined, '', '1.2.3.4.5', ['x'], `${value}0`, 'a'.repeat(200)])
      expect(verifyPlaybackGrant(secret, junk, now).ok).toBe(false);
  });

  it('never pass as a lesson token, nor a token as a grant (each has its own key)', () => {
    const token = signPlaybackToken(secret, { userId: 7, taskId: 42, expires: now + 60 });
    const [u, t, e, sig] = token.split('.');
    expect(verifyPlaybackGrant(secret, `${u}.${t}.3.${e}.${e}.${sig}`, now).ok).toBe(false);
    const value = signPlaybackGrant(secret, grant).split('.');
    expect(verifyPlaybackToken(secret, `7.42.${now + 300}.${value[5]}`, now).ok).toBe(false);
  });
});

describe('preview grants (002 §4)', () => {
  it('carry the preview seconds, signed: editing or dropping them is invalid', () => {
    const preview = { ...grant, preview: 300 };
    const value = signPlaybackGrant(secret, preview);
    expect(value.split('.')).toHaveLength(7);
    expect(verifyPlaybackGrant(secret, value, now)).toEqual({ ok: true, grant: preview });
    const parts = value.split('.');
    const edited = [...parts.slice(0, 5), '600', parts[6]].join('.');
    expect(verifyPlaybackGrant(secret, edited, now)).toEqual({ ok: false, reason: 'invalid' });
    const dropped = [...parts.slice(0, 5), parts[6]].join('.');
    expect(verifyPlaybackGrant(secret, dropped, now)).toEqual({ ok: false, reason: 'invalid' });
    // A full grant keeps its old six-part form.
    expect(signPlaybackGrant(secret, grant).split('.')).toHaveLength(6);
  });
});
