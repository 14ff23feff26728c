import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

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
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
