import { StorageKey } from '../../shared/session/session-store.ts';

/** The part of localStorage the social flows use; a plain object stands in for it in tests. */
export type FlagStorage = Pick<Storage, 'getItem' | 'removeItem'>;

/** Social providers and the server pages that start them (000 §7, 001 §2.6). */
export const SOCIAL_PROVIDERS = [
  { key: 'wechat', label: '微信', path: '/auth/weixinweb', flag: 'is_wechat' },
  { key: 'qq', label: 'QQ', path: '/auth/qq', flag: 'is_qq' },
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Login poll (000 §4): answers true once when the sign-in tab has set IsLogin = 'true', clearing it. */
export function takeSocialLoginFlag(storage: FlagStorage): boolean {
  if (storage.getItem(StorageKey.isLogin) !== 'true') return false;
  storage.removeItem(StorageKey.isLogin);
  return true;
}

export interface BindResult {
  ok: boolean;
  tips: string;
}

/**
 * Binding poll (001 §4): once the provider tab has set IsWechatBind, answers the result (code '200' =
 * bound) and clears IsWechatBind, bindTips and bindCode so it is reported once.
 */
export function takeBindResult(storage: FlagStorage): BindResult | null {
  if (!storage.getItem(StorageKey.isWechatBind)) return null;
  const code = storage.getItem(StorageKey.bindCode);
  const tips = storage.getItem(StorageKey.bindTips) ?? '';
  storage.removeItem(StorageKey.isWechatBind);
  storage.removeItem(StorageKey.bindTips);
  storage.removeItem(StorageKey.bindCode);
  const ok = code === '200';
  return { ok, tips: tips || (ok ? '绑定成功' : '绑定失败，请稍后再试') };
}
