import { ConfigProvider, message } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { FeedbackKind } from './feedback.ts';
import { theme } from './theme.ts';

let configured = false;

/** antd's static message, given our theme and locale through ConfigProvider.config (antd's documented way). */
export function showAntdMessage(kind: FeedbackKind, text: string): void {
  if (!configured) {
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider locale={zhCN} theme={theme}>
          {children}
        </ConfigProvider>
      ),
    });
    configured = true;
  }
  void message[kind](text);
}
