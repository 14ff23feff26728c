import { accountCalls, Code } from '@app/contract/web';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../shared/api/client.ts';
import { showFeedback } from '../../../shared/ui/feedback.ts';
import { clearSession, saveSession, StorageKey } from '../../../shared/session/session-store.ts';
import { isWechatBrowser, readPopupReturn } from './popup-return.ts';
import { paths } from '../../../shared/paths.ts';

/**
 * Ends the pop-up tab: close it; where that is impossible (a tab the visitor opened themselves, or the
 * WeChat in-app browser) show the home page without the query instead, as a fresh load.
 */
function finishPopup(): void {
  if (!isWechatBrowser(navigator.userAgent)) window.close();
  // window.close() is ignored for tabs not opened by script; the page is then still here.
  window.setTimeout(() => window.location.replace(paths.home()), 300);
}

/**
 * The home page completes the social pop-up flows (000 §4, 001 §4). The original tab polls the flags:
 * - ?token=…: store the token, fetch the user with it, store both, set IsLogin = 'true';
 * - ?bind=<msg>&code=<code>: store IsWechatBind = 'true', bindTips and bindCode.
 */
export function useSocialPopupReturn(): void {
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const result = readPopupReturn(new URLSearchParams(window.location.search));
    if (!result) return;
    handled.current = true;
    const storage = window.localStorage;
    if (result.kind === 'bind') {
      storage.setItem(StorageKey.isWechatBind, 'true');
      storage.setItem(StorageKey.bindTips, result.tips);
      storage.setItem(StorageKey.bindCode, result.code);
      finishPopup();
      return;
    }
    // The client attaches the stored Authorization, so the token is stored before asking who it is.
    storage.setItem(StorageKey.token, `Bearer ${result.token}`);
    void callApi(accountCalls.me, { quiet4001: true }).then((answer) => {
      if (answer.code !== Code.ok) {
        clearSession();
        void showFeedback('error', answer.msg || '登录失败，请重试');
        void navigate(paths.home(), { replace: true });
        return;
      }
      saveSession(result.token, answer.data);
      storage.setItem(StorageKey.isLogin, 'true');
      finishPopup();
    });
  }, [navigate]);
}
