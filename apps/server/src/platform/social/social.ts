/** The two social logins of the spec: 'weixinweb' (WeChat website login) and 'qq' (QQ Connect). */
export type SocialProviderId = 'weixinweb' | 'qq';

export interface SocialIdentity {
  provider: SocialProviderId;
  /** The provider's stable id for this person (WeChat unionid when present, else openid). */
  subject: string;
  nickname: string;
  avatar: string | null;
}

export interface SocialProvider {
  readonly id: SocialProviderId;
  /**
   * 'dev': the built-in dev OAuth page (outside production); 'real': WeChat / QQ; 'disabled': social
   * login is switched off (SOCIAL_DRIVER=off, or the dev driver in production) and authorizeUrl leads
   * back to /login with a message.
   */
  readonly kind: 'dev' | 'real' | 'disabled';
  /** Where to send the browser to authorise; `state` comes back unchanged on the callback. */
  authorizeUrl(state: string, callbackUrl: string): string;
  /** Exchanges the callback's code for the person's identity; throws on provider refusal. */
  exchange(code: string, callbackUrl: string): Promise<SocialIdentity>;
}

export type SocialProviders = Record<SocialProviderId, SocialProvider>;

/** Names shown to people ('微信', 'QQ'). */
export const socialProviderLabels: Record<SocialProviderId, string> = { weixinweb: '微信', qq: 'QQ' };

export const socialProviderIds: readonly SocialProviderId[] = ['weixinweb', 'qq'];

export const isSocialProviderId = (value: unknown): value is SocialProviderId =>
  socialProviderIds.includes(value as SocialProviderId);
