import { accountCalls } from '@app/contract/web';
import { useCallback } from 'react';
import { callApi } from '../api/client.ts';
import { setFlash } from '../ui/flash.ts';
import { clearSession } from './session-store.ts';
import { paths } from '../paths.ts';

export const LOGOUT_MESSAGE = '退出登录成功！';

/**
 * Logout (000 §4, 001 §4): POST logout, remove UserInfo / Authorization / IsLogin, say '退出登录成功！',
 * go to '/' unless already there, and reload. The local session is removed even when the call fails
 * (an expired token answers 4001): the member asked to leave. The message is carried across the reload.
 */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    await callApi(accountCalls.logout, { body: { params: {} }, quiet4001: true });
    clearSession();
    setFlash(LOGOUT_MESSAGE);
    if (window.location.pathname === paths.home()) window.location.reload();
    else window.location.assign(paths.home());
  }, []);
}
