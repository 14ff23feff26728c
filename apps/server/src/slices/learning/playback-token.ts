import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived playback tokens: `<member id or 0 for a guest>.<task id>.<expiry, unix s>.<signature>`.
 * The signature is HMAC-SHA256 (first 128 bits) over the three fields under a key derived from APP_SECRET
 * for this one purpose, so a download signature or session token can never pass as a playback token.
 */
export interface PlaybackClaim {
  /** 0 = a guest (preview lessons only). */
  userId: number;
  taskId: number;
  expires: number;
}

export type TokenCheck = { ok: true; claim: PlaybackClaim } | { ok: false; reason: 'invalid' | 'expired' };

const keys = new Map<string, Buffer>();
function tokenKey(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'playback-token', 'lesson playback token v1', 32));
    keys.set(appSecret, key);
  }
  return key;
}

function signature(appSecret: string, c: PlaybackClaim): string {
  return createHmac('sha256', tokenKey(appSecret))
    .update(`play\n${c.userId}\n${c.taskId}\n${c.expires}`)
    .digest('hex')
    .slice(0, 32);
}

export function signPlaybackToken(appSecret: string, claim: PlaybackClaim): string {
  return `${claim.userId}.${claim.taskId}.${claim.expires}.${signature(appSecret, claim)}`;
}

/** Checks the signature before the expiry, so a tampered token is 'invalid' whatever its date says. */
export function verifyPlaybackToken(
  appSecret: string,
  token: unknown,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenCheck {
  if (typeof token !== 'string' || token.length > 120) return { ok: false, reason: 'invalid' };
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const claim = { userId: Number(match[1]), taskId: Number(match[2]), expires: Number(match[3]) };
  const expected = Buffer.from(signature(appSecret, claim), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(match[4]!, 'hex'))) return { ok: false, reason: 'invalid' };
  if (claim.expires < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claim };
}
