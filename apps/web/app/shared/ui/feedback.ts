/**
 * Toasts for the plain public shell (header, footer, home), which runs without antd: the first call loads
 * antd's message (with our theme and locale) on demand, so visitors who never see a toast never download
 * it. Pages inside AntdScope keep using App.useApp().message.
 */
export type FeedbackKind = 'success' | 'error' | 'warning' | 'info';

export async function showFeedback(kind: FeedbackKind, text: string): Promise<void> {
  const { showAntdMessage } = await import('./feedback-antd.tsx');
  showAntdMessage(kind, text);
}
