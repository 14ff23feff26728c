import type { ThemeConfig } from 'antd';

/** Brand colours: a deep "photon" blue with a warm accent for prices. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
    colorLink: '#1f6feb',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
};

export const priceColor = '#f5222d';
