import { createHash } from 'node:crypto';
import type { ReactElement } from 'react';
import type { Plugin } from 'vite';

/**
 * antd's "whole export" for server rendering (static-style-extract), split by component, as a Vite plugin.
 *
 * The app runs antd with `zeroRuntime` (shared/ui/theme.ts): neither a server render nor hydration generates
 * or registers component styles. Instead, while `react-router build` runs, every antd component is baked
 * once with our theme into small CSS pieces, and each app module that imports `{ Button, Form } from 'antd'`
 * gets `import 'virtual:antd-css/<piece>.css'` for every piece those components need. Vite then treats them
 * like any imported stylesheet: hashed assets, split with the route that uses them and linked from <head>
 * by <Links />, each piece once. Baked on every build from the installed antd and our theme, never
 * committed, so it cannot drift from either.
 */
// The hydration helper extractStyle appends (a map of cache paths); zero runtime has nothing to hydrate.
const CACHE_PATH_MARK = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/;
const PIECE_PREFIX = 'virtual:antd-css/';
// Resolved ids keep ending in .css, so Vite's CSS pipeline (minify, hash, code-split, link) takes them.
const RESOLVED_PREFIX = '\0antd-css/';

/**
 * What a component shows only once opened or called (static-style-extract renders it closed): a Dropdown's
 * or the Tabs overflow's menu, Popconfirm's popover and buttons, the message/notification/modal that
 * App.useApp() hands out, Pagination's and Table's controls, Upload's progress, Form's grid.
 */
const SHOWS_LATER: Record<string, string[]> = {
  App: ['message', 'notification', 'Modal'],
  Dropdown: ['Menu'],
  Tabs: ['Dropdown', 'Menu'],
  Popconfirm: ['Popover', 'Button'],
  Popover: ['Tooltip'],
  Pagination: ['Select', 'Input'],
  Table: ['Pagination', 'Spin', 'Empty', 'Checkbox', 'Radio', 'Dropdown', 'Tooltip'],
  Upload: ['Progress', 'Tooltip'],
  Form: ['Row', 'Col'],
  Modal: ['Button'],
};

interface Baked {
  /** piece id → its CSS */
  pieces: Map<string, string>;
  /** antd export name → the piece ids it needs (its own and everything it renders) */
  needs: Map<string, string[]>;
}

export function antdStaticCss(options: { appDir: string; theme: object }): Plugin {
  let baked: Promise<Baked> | undefined;
  // Both the client and the server build ask: bake once per process.
  const bakeOnce = () => (baked ??= bake(options.theme));
  return {
    name: 'antd-static-css',
    resolveId(id) {
      return id.startsWith(PIECE_PREFIX) ? RESOLVED_PREFIX + id.slice(PIECE_PREFIX.length) : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const piece = id.slice(RESOLVED_PREFIX.length).replace(/\.css$/, '');
      const css = (await bakeOnce()).pieces.get(piece);
      if (css === undefined) this.error(`unknown antd style piece ${piece}`);
      return css;
    },
    async transform(code, id) {
      if (!id.startsWith(options.appDir) || !/\.tsx?$/.test(id)) return undefined;
      const names = antdImportsIn(code);
      if (!names.length) return undefined;
      const { needs } = await bakeOnce();
      const pieces = new Set(names.flatMap((name) => needs.get(name) ?? []));
      if (!pieces.size) return undefined;
      const imports = [...pieces].map((piece) => `import '${PIECE_PREFIX}${piece}.css';`).join('');
      // Prepended on the first line: the module's own stylesheets come after antd's and win ties.
      return { code: imports + code, map: null };
    },
  };
}

async function bake(theme: object): Promise<Baked> {
  // Loaded only when baking: Node's CommonJS builds of antd, the extractor and the style engine share one
  // copy of the engine.
  const { extractStyle: renderAll } = await import('@ant-design/static-style-extract');
  const { createCache, extractStyle, StyleProvider } = await import('@ant-design/cssinjs');
  const antd = (await import('antd')) as unknown as Record<string, unknown>;
  const { createElement } = await import('react');

  const pieces = new Map<string, string>();
  const own = new Map<string, string[]>();
  const components = Object.keys(antd).filter((name) => /^[A-Z]|^(message|notification)$/.test(name));
  for (const name of components) {
    // One cache per component, to learn exactly which styles it registers.
    const cache = createCache();
    const wrap = (node: ReactElement) =>
      createElement(
        StyleProvider,
        { cache },
        // The same theme as at run time, but generating styles (the run-time one has zeroRuntime on).
        createElement(antd.ConfigProvider as never, { theme: { ...theme, zeroRuntime: false } }, node),
      );
    try {
      renderAll({ includes: [name], customTheme: wrap });
    } catch {
      continue; // not a renderable component (a hook, a helper, the theme object)
    }
    const ids: string[] = [];
    const keys = [...cache.cache.keys()].filter((key) => /^(style|token|cssVar)%/.test(key));
    for (const key of keys) {
      // extractStyle's `once` skips what is marked extracted: mark all but one to get that one's CSS.
      cache.extracted = new Set(keys.filter((other) => other !== key));
      const css = extractStyle(cache, { plain: true, once: true }).replace(CACHE_PATH_MARK, '');
      // Styles of components' inner ConfigProviders are scoped to a useId()-derived class the app never
      // renders with the same id (antd writes those few variables itself in the browser when they show).
      if (!css || css.includes('.css-var-_')) continue;
      const id = createHash('sha256').update(css).digest('hex').slice(0, 12);
      pieces.set(id, css);
      ids.push(id);
    }
    own.set(name, ids);
  }
  const needs = new Map<string, string[]>();
  for (const name of own.keys()) {
    const all = [name, ...(SHOWS_LATER[name] ?? [])].flatMap((n) => own.get(n) ?? []);
    needs.set(name, [...new Set(all)]);
  }
  return { pieces, needs };
}

/** The values a module imports from 'antd' (`import { Button, Form as F } from 'antd'`, not `import type`). */
export function antdImportsIn(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(?!type\s)\{([^}]*)\}\s+from\s+['"]antd['"]/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}
