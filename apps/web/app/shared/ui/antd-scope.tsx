import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useCallback, type ReactNode } from 'react';
import { ReducedMotion } from './reduced-motion.tsx';
import { theme } from './theme.ts';
import { FeedbackContext, type Feedback } from './use-feedback.ts';

dayjs.locale('zh-cn');

/**
 * antd's locale, theme and App (message / modal / notification through App.useApp()) for the pages that
 * use antd. It wraps routes below the public shell (shared/layout/antd-layout.tsx, the AI layout), never
 * the root: the header, footer and home are plain elements, so a first visit to the home page downloads
 * no antd at all.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      {/* No wrapper element: antd's App div would restyle every <a> inside as an antd link,
          overriding global.css (links inherit their colour). */}
      <ReducedMotion>
        <AntApp component={false}>
          <AppMessageFeedback>{children}</AppMessageFeedback>
        </AntApp>
      </ReducedMotion>
    </ConfigProvider>
  );
}

/** useFeedback() inside AntdScope: antd's App message (themed and localised by the provider above). */
function AppMessageFeedback({ children }: { children: ReactNode }) {
  const { message } = AntApp.useApp();
  const feedback = useCallback<Feedback>((kind, text) => void message[kind](text), [message]);
  return <FeedbackContext.Provider value={feedback}>{children}</FeedbackContext.Provider>;
}
