import { ProviderError, providerFetch, providerJson } from '../provider-error.ts';
import type { SocialProvider } from './social.ts';

export interface QqOptions {
  appId: string;
  appKey: string;
  /** https://graph.qq.com; tests use a local fake. */
  baseUrl?: string;
}

interface QqOauthError {
  error?: number | string;
  error_description?: string;
}
interface QqToken extends QqOauthError {
  access_token?: string;
}
interface QqMe extends QqOauthError {
  openid?: string;
  unionid?: string;
}
interface QqUser {
  ret?: number;
  msg?: string;
  nickname?: string;
  figureurl_qq_2?: string;
  figureurl_qq_1?: string;
  figureurl_2?: string;
}

const LABEL = 'QQ 登录失败';

/** The OAuth endpoints answer {error, error_description}; user/get_user_info answers {ret, msg}. */
function check<T extends QqOauthError>(answer: T): T {
  if (answer.error !== undefined && answer.error !== 0 && answer.error !== '0') {
    throw new ProviderError(
      `${LABEL}：${answer.error_description ?? '未知错误'}（error ${answer.error}）`,
      'qq',
      answer,
    );
  }
  return answer;
}

/** QQ avatars come as http:// URLs; the same hosts serve https, which the site needs. */
const secure = (url: string | undefined) => (url ? url.replace(/^http:\/\//, 'https://') : null);

/**
 * QQ Connect (QQ 互联) web login: oauth2.0/authorize, oauth2.0/token?fmt=json,
 * oauth2.0/me?fmt=json&unionid=1 and user/get_user_info. Subject: unionid when granted, else openid.
 */
export function qqProvider(options: QqOptions): SocialProvider {
  const base = (options.baseUrl ?? 'https://graph.qq.com').replace(/\/$/, '');
  const getJson = async <T>(path: string, query: Record<string, string>) => {
    const response = await providerFetch('qq', LABEL, `${base}${path}?${new URLSearchParams(query)}`);
    return providerJson<T>('qq', LABEL, response);
  };
  return {
    id: 'qq',
    kind: 'real',
    authorizeUrl(state, callbackUrl) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.appId,
        redirect_uri: callbackUrl,
        state,
        scope: 'get_user_info',
      });
      return `${base}/oauth2.0/authorize?${query}`;
    },
    async exchange(code, callbackUrl) {
      const token = check(
        await getJson<QqToken>('/oauth2.0/token', {
          grant_type: 'authorization_code',
          client_id: options.appId,
          client_secret: options.appKey,
          code,
          redirect_uri: callbackUrl,
          fmt: 'json',
        }),
      );
      if (!token.access_token) throw new ProviderError(`${LABEL}：未取得 access_token`, 'qq', token);
      const me = check(
        await getJson<QqMe>('/oauth2.0/me', { access_token: token.access_token, fmt: 'json', unionid: '1' }),
      );
      if (!me.openid) throw new ProviderError(`${LABEL}：未取得 openid`, 'qq', me);
      const user = await getJson<QqUser>('/user/get_user_info', {
        access_token: token.access_token,
        oauth_consumer_key: options.appId,
        openid: me.openid,
      });
      if (user.ret !== 0)
        throw new ProviderError(`${LABEL}：${user.msg || '未知错误'}（ret ${user.ret}）`, 'qq', user);
      return {
        provider: 'qq',
        subject: me.unionid || me.openid,
        nickname: user.nickname || 'QQ用户',
        avatar: secure(user.figureurl_qq_2 || user.figureurl_qq_1 || user.figureurl_2),
      };
    },
  };
}
