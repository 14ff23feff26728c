import type { ThemeConfig } from 'antd';

/**
 * Brand colours: a deep "photon" blue with a warm accent for prices.
 *
 * antd runs without generating styles (`zeroRuntime`): its CSS is baked at build time with this same theme
 * (vite/antd-static-css.ts) and linked as a file, so server renders and hydration register nothing. For
 * the baked CSS to match the class names rendered at run time, the CSS-variable scope has a fixed key
 * (antd would derive one from React's useId, which differs between the bake and the app) and class names
 * carry no theme hash.
 */
export const theme: ThemeConfig = {
  zeroRuntime: true,
  hashed: false,
  cssVar: { key: 'gz-antd' },
  token: {
    colorPrimary: '#1f6feb',
    colorLink: '#1f6feb',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
};

export const priceColor = '#f5222d';
