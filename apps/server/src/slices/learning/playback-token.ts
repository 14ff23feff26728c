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

/** What a key derived from APP_SECRET signs: each purpose has its own key, so one never passes as another. */
export type SigningPurpose = 'token' | 'grant';
const PURPOSES: Record<SigningPurpose, { salt: string; info: string; label: string }> = {
  token: { salt: 'playback-token', info: 'lesson playback token v1', label: 'play' },
  grant: { salt: 'playback-grant', info: 'lesson playback grant v1', label: 'grant' },
};

const keys = new Map<string, Buffer>();
function purposeKey(appSecret: string, purpose: SigningPurpose): Buffer {
  const id = `${purpose}\n${appSecret}`;
  let key = keys.get(id);
  if (!key) {
    const { salt, info } = PURPOSES[purpose];
    key = Buffer.from(hkdfSync('sha256', appSecret, salt, info, 32));
    keys.set(id, key);
  }
  return key;
}

/** HMAC-SHA256 (first 128 bits, hex) over the fields under the purpose's key. */
export function signFields(appSecret: string, purpose: SigningPurpose, fields: readonly number[]): string {
  return createHmac('sha256', purposeKey(appSecret, purpose))
    .update([PURPOSES[purpose].label, ...fields].join('\n'))
    .digest('hex')
    .slice(0, 32);
}

/** Compares a presented signature with the expected one in constant time. */
export function signatureMatches(expected: string, presented: string): boolean {
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(presented, 'hex'));
}

const signature = (appSecret: string, c: PlaybackClaim) =>
  signFields(appSecret, 'token', [c.userId, c.taskId, c.expires]);

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
  if (!signatureMatches(signature(appSecret, claim), match[4]!)) return { ok: false, reason: 'invalid' };
  if (claim.expires < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claim };
}
