/**
 * Toasts for the plain public pages (shell, home, lists, course page), which run without antd: the first
 * call loads antd's message (with our theme and locale) on demand, so visitors who never see a toast never
 * download it. Components reach it through useFeedback() (use-feedback.ts), which inside AntdScope is
 * antd's App message instead.
 */
export type FeedbackKind = 'success' | 'error' | 'warning' | 'info';

export async function showFeedback(kind: FeedbackKind, text: string): Promise<void> {
  const { showAntdMessage } = await import('./feedback-antd.tsx');
  showAntdMessage(kind, text);
}
