import { ProviderError, providerFetch, providerJson } from '../provider-error.ts';
import type { SocialProvider } from './social.ts';

export interface WechatOptions {
  appId: string;
  appSecret: string;
  /** https://open.weixin.qq.com (authorisation page); tests use a local fake. */
  openBaseUrl?: string;
  /** https://api.weixin.qq.com (token and user info). */
  apiBaseUrl?: string;
}

interface WechatError {
  errcode?: number;
  errmsg?: string;
}
interface WechatToken extends WechatError {
  access_token?: string;
  openid?: string;
  unionid?: string;
}
interface WechatUser extends WechatError {
  openid?: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

const LABEL = '微信登录失败';

/** WeChat answers errors with HTTP 200 and {errcode, errmsg}. */
function check<T extends WechatError>(answer: T): T {
  if (answer.errcode)
    throw new ProviderError(
      `${LABEL}：${answer.errmsg ?? '未知错误'}（errcode ${answer.errcode}）`,
      'weixinweb',
      answer,
    );
  return answer;
}

/**
 * WeChat Open Platform website login (网站应用微信登录): QR-code authorisation, then
 * sns/oauth2/access_token and sns/userinfo. The subject is the unionid when the app belongs to an
 * open-platform account (stable across the company's apps), else the openid.
 */
export function wechatProvider(options: WechatOptions): SocialProvider {
  const open = (options.openBaseUrl ?? 'https://open.weixin.qq.com').replace(/\/$/, '');
  const api = (options.apiBaseUrl ?? 'https://api.weixin.qq.com').replace(/\/$/, '');
  const getJson = async <T extends WechatError>(path: string, query: Record<string, string>) => {
    const response = await providerFetch('weixinweb', LABEL, `${api}${path}?${new URLSearchParams(query)}`);
    return check(await providerJson<T>('weixinweb', LABEL, response));
  };
  return {
    id: 'weixinweb',
    kind: 'real',
    authorizeUrl(state, callbackUrl) {
      const query = new URLSearchParams({
        appid: options.appId,
        redirect_uri: callbackUrl,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `${open}/connect/qrconnect?${query}#wechat_redirect`;
    },
    async exchange(code) {
      const token = await getJson<WechatToken>('/sns/oauth2/access_token', {
        appid: options.appId,
        secret: options.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      if (!token.access_token || !token.openid)
        throw new ProviderError(`${LABEL}：未取得 access_token`, 'weixinweb', token);
      const user = await getJson<WechatUser>('/sns/userinfo', {
        access_token: token.access_token,
        openid: token.openid,
        lang: 'zh_CN',
      });
      return {
        provider: 'weixinweb',
        subject: user.unionid || token.unionid || token.openid,
        nickname: user.nickname || '微信用户',
        avatar: user.headimgurl || null,
      };
    },
  };
}
