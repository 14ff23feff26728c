import { ProviderError } from '../provider-error.ts';
import { type SocialProvider, type SocialProviderId, socialProviderLabels } from './social.ts';

/**
 * Social login switched off (SOCIAL_DRIVER=off, or the dev driver in production where the dev page does
 * not exist): the login buttons lead back to /login with a message instead of to a broken page.
 */
export function disabledSocialProvider(id: SocialProviderId): SocialProvider {
  const msg = `暂未开通${socialProviderLabels[id]}登录`;
  return {
    id,
    kind: 'disabled',
    authorizeUrl() {
      return `/login?error=${encodeURIComponent(msg)}`;
    },
    async exchange() {
      throw new ProviderError(msg, id);
    },
  };
}
