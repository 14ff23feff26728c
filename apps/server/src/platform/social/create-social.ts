import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { devSocialProvider } from './dev-oauth-provider.ts';
import { disabledSocialProvider } from './disabled-provider.ts';
import { qqProvider } from './qq-provider.ts';
import type { SocialProviders } from './social.ts';
import { wechatProvider } from './wechat-provider.ts';

/**
 * SOCIAL_DRIVER=dev (default): the dev OAuth page; real: WeChat and QQ (config.ts requires their keys);
 * off: switched off. The dev page does not exist in production, so there dev means off.
 */
export function createSocialProviders(config: Config, db: Db): SocialProviders {
  if (config.SOCIAL_DRIVER === 'real') {
    return {
      weixinweb: wechatProvider({
        appId: config.WECHAT_APP_ID!,
        appSecret: config.WECHAT_APP_SECRET!,
        openBaseUrl: config.WECHAT_OPEN_BASE_URL,
        apiBaseUrl: config.WECHAT_API_BASE_URL,
      }),
      qq: qqProvider({
        appId: config.QQ_APP_ID!,
        appKey: config.QQ_APP_SECRET!,
        baseUrl: config.QQ_BASE_URL,
      }),
    };
  }
  if (config.SOCIAL_DRIVER === 'dev' && config.devTools) {
    return { weixinweb: devSocialProvider('weixinweb', db), qq: devSocialProvider('qq', db) };
  }
  return { weixinweb: disabledSocialProvider('weixinweb'), qq: disabledSocialProvider('qq') };
}
