import type { Config } from '../../config.ts';
import type { SocialProviders } from './social.ts';

export function createSocialProviders(config: Config): SocialProviders {
  void config;
  return {} as SocialProviders;
}
