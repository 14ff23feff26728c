import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ID = 'virtual:antd-icons.css';
// Resolved ids keep ending in .css, so Vite's CSS pipeline (minify, hash, link or inline) takes it.
const RESOLVED = '\0antd-icons.css';

/**
 * The base styles of @ant-design/icons (`.anticon`, the spin) as a stylesheet: `import 'virtual:antd-icons.css'`.
 * Every icon otherwise checks in an effect that the package has put this CSS into <head> (a style-tag
 * search per icon instance, right after hydration); with the stylesheet in place the root tells the icons
 * to skip that (IconProvider `zeroRuntime`, root.tsx). Read from the installed package on every build, so
 * it cannot drift from it.
 */
export function antdIconsCss(): Plugin {
  return {
    name: 'antd-icons-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const require = createRequire(import.meta.url);
      const { iconStyles } = require('@ant-design/icons/lib/renderUtils') as { iconStyles: string };
      return iconStyles;
    },
  };
}
