import type { Db } from '../../db/client.ts';
import { ProviderError } from '../provider-error.ts';
import { consumeDevCode } from './dev-oauth-store.ts';
import type { SocialProvider, SocialProviderId } from './social.ts';

/** Where the dev OAuth page lives (platform/social/dev-oauth-routes.ts, outside production only). */
export const DEV_OAUTH_PATH = '/dev/oauth/authorize';

/**
 * The embedded stand-in for WeChat / QQ: authorisation is a local page listing test identities, and
 * the code it hands back is exchanged against the database. Relative URL on purpose: the tab stays on
 * whatever host it is using, so the state cookie set by /auth/:provider is still there on the callback.
 */
export function devSocialProvider(id: SocialProviderId, db: Db): SocialProvider {
  return {
    id,
    kind: 'dev',
    authorizeUrl(state, callbackUrl) {
      return `${DEV_OAUTH_PATH}?${new URLSearchParams({ provider: id, state, redirect_uri: callbackUrl })}`;
    },
    async exchange(code) {
      const identity = await consumeDevCode(db, id, code);
      if (!identity) throw new ProviderError('开发 OAuth 授权码无效或已过期', `dev-${id}`);
      return identity;
    },
  };
}
