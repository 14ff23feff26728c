import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SocialProviderId } from '../../platform/social/social.ts';

/** How long the member has to finish on the provider's page. */
export const SOCIAL_STATE_TTL_SECONDS = 10 * 60;

export interface SocialState {
  mode: 'login' | 'bind';
  /** The member being bound (0 in login mode). */
  userId: number;
  provider: SocialProviderId;
  /** Unix seconds after which the state is refused. */
  expires: number;
  /** Also kept in the auth_state cookie: the callback must come back to the browser that started. */
  nonce: string;
}

const providerCodes: Record<SocialProviderId, string> = { weixinweb: 'w', qq: 'q' };

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`social-state\n${body}`).digest('base64url').slice(0, 32);
}

/**
 * A compact signed state, 'b.42.q.1700000000.<nonce>.<hmac>' (providers limit state to 128 bytes).
 */
export function createSocialState(
  secret: string,
  input: Omit<SocialState, 'expires' | 'nonce'>,
  now = Date.now(),
): SocialState & { value: string } {
  const state: SocialState = {
    ...input,
    expires: Math.floor(now / 1000) + SOCIAL_STATE_TTL_SECONDS,
    nonce: randomBytes(9).toString('base64url'),
  };
  const body = [
    state.mode === 'bind' ? 'b' : 'l',
    state.userId,
    providerCodes[state.provider],
    state.expires,
    state.nonce,
  ].join('.');
  return { ...state, value: `${body}.${sign(secret, body)}` };
}

/** The mode a (possibly forged or expired) state claims; only used to choose where to send an error. */
export function claimedMode(value: string | undefined): 'login' | 'bind' {
  return value?.startsWith('b.') ? 'bind' : 'login';
}

/** The state when its signature holds, it names `provider` and it has not expired; else null. */
export function readSocialState(
  secret: string,
  value: string | undefined,
  provider: SocialProviderId,
  now = Date.now(),
): SocialState | null {
  if (!value || value.length > 128) return null;
  const parts = value.split('.');
  if (parts.length !== 6) return null;
  const [mode, user, providerCode, expires, nonce, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(secret, parts.slice(0, 5).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (providerCode !== providerCodes[provider] || !/^\d+$/.test(user) || !/^\d+$/.test(expires)) return null;
  if (Number(expires) * 1000 < now) return null;
  return {
    mode: mode === 'b' ? 'bind' : 'login',
    userId: Number(user),
    provider,
    expires: Number(expires),
    nonce,
  };
}
