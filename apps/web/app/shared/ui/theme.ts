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
    colorError: '#c4262e',
    // Every text colour antd derives reaches 4.5:1 on white and on its own pale backgrounds (docs/spec-decisions.md "registration, invoicing edges, accessibility";
    // axe-core, e2e/accessibility.e2e.test.ts): secondary text and descriptions (antd's #8c8c8c is 3.4:1),
    // placeholders (#bfbfbf, 1.8:1), and the status and preset tags' text on their tints (#52c41a on
    // #f6ffed was 2.3:1). Tags use the status colours (success, warning), whose text is these, not the
    // preset palette (green, gold), whose text antd does not take from the theme.
    colorTextTertiary: '#666666',
    colorTextDescription: '#666666',
    colorTextPlaceholder: '#737373',
    // The tints stay antd's own (derived from these dark seeds they would turn grey-green).
    colorSuccess: '#2b7a0b',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#8f5600',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorInfo: '#1a5fcc',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    borderRadius: 6,
    // Noto Sans CJK SC first (global.css says why).
    fontFamily:
      '"Noto Sans CJK SC", -apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    // The off switch's track carries white text (1.9:1 on antd's #bfbfbf); disabled text elsewhere keeps it.
    Switch: { colorTextQuaternary: '#737373', colorTextTertiary: '#5c5c5c' },
  },
};

export const priceColor = '#d71d27';
