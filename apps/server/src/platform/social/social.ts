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
  /** 'dev' for the built-in dev OAuth provider, 'real' for WeChat / QQ. */
  readonly kind: 'dev' | 'real';
  /** Where to send the browser to authorise; `state` comes back unchanged on the callback. */
  authorizeUrl(state: string, callbackUrl: string): string;
  /** Exchanges the callback's code for the person's identity; throws on provider refusal. */
  exchange(code: string, callbackUrl: string): Promise<SocialIdentity>;
}

export type SocialProviders = Record<SocialProviderId, SocialProvider>;
