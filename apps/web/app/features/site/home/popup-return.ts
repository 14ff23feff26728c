/** What the social-login pop-up brings back to the home page (000 §4, 001 §4). */
export type PopupReturn =
  { kind: 'token'; token: string } | { kind: 'bind'; tips: string; code: string } | null;

/** `?token=…` completes a social login; `?bind=<msg>&code=<code>` completes a binding. */
export function readPopupReturn(search: URLSearchParams): PopupReturn {
  const token = search.get('token');
  if (token) return { kind: 'token', token };
  const tips = search.get('bind');
  const code = search.get('code');
  if (tips !== null && code !== null) return { kind: 'bind', tips, code };
  return null;
}

/** The messaging app's in-app browser cannot close a tab: there the page reloads instead (000 §4). */
export function isWechatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}
