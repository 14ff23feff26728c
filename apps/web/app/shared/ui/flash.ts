import { useEffect } from 'react';
import { showFeedback } from './feedback.ts';

const FLASH_KEY = 'flashMessage';

/**
 * A success message that survives one full page load. Logout (000 §4) must reload the page; without this
 * its '退出登录成功！' would vanish with the old page before anyone could read it.
 */
export function setFlash(message: string): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // storage disabled: the message is simply not shown after the reload
  }
}

/** Shows (once) a message left by setFlash before the last page load. */
export function useFlashMessage(): void {
  useEffect(() => {
    let text: string | null = null;
    try {
      text = window.sessionStorage.getItem(FLASH_KEY);
      window.sessionStorage.removeItem(FLASH_KEY);
    } catch {
      text = null;
    }
    if (text) void showFeedback('success', text);
  }, []);
}
