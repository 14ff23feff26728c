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
    // A shade darker than the original #1f6feb / antd's #ff4d4f so that text in these colours and white on them
    // reach WCAG AA contrast (4.5:1) on our light-grey page background.
    colorPrimary: '#1d69df',
    colorLink: '#1d69df',
    colorError: '#d9363e',
    borderRadius: 6,
    // Noto Sans CJK SC first (global.css says why).
    fontFamily:
      '"Noto Sans CJK SC", -apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif',
  },
};

export const priceColor = '#d71d27';
