import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { theme } from './app/shared/ui/theme.ts';
import { antdIconsCss } from './vite/antd-icons-css.ts';
import { antdStaticCss } from './vite/antd-static-css.ts';
import { routerRenderMemo } from './vite/router-render-memo.ts';
import { shellChunk } from './vite/shell-chunk.ts';

/**
 * The browser's files. Left to itself the bundler cut the framework into several files (React DOM, the JSX
 * runtime, React Router, its cookie helpers, TanStack Query…) that every page loads together: one file, fewer
 * requests on a phone's connection (a public page's first load went from 50–65 files to 43–58). Grouping the
 * app's shared modules by folder pulled other routes' code (the back office's) into public pages' first load
 * (170 KB → 350–500 KB gzip); the shell group takes exactly what the root and the site layout reach
 * (vite/shell-chunk.ts): 42–57 files → 15–29, and no more bytes.
 */
const clientChunks = (shell: ReturnType<typeof shellChunk>) => ({
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 2,
    },
    { name: 'shell', test: shell.test, priority: 1 },
  ],
});

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command, isSsrBuild }) => {
  const serverBuild = command === 'build' && isSsrBuild;
  // The public site's shared first-load code as one client file (vite/shell-chunk.ts); the server's build is one bundle.
  const shell = shellChunk(['app/root.tsx', 'app/shared/layout/site-layout.tsx']);
  return {
    plugins: [
      ...(isSsrBuild ? [] : [shell.plugin]),
      ...(serverBuild ? [routerRenderMemo()] : []),
      antdStaticCss({ appDir: path.resolve(import.meta.dirname, 'app'), theme }),
      antdIconsCss(),
      reactRouter(),
    ],
    resolve: {
      // Node's export condition of @ant-design/icons is a wrapper around its CommonJS build: bundled for the
      // server, every icon read went through two or three getters of an 800-export namespace (about a
      // millisecond of each render of `/`). Its ES build is what the browser gets already.
      alias: [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' }],
    },
    // `react-router dev` (port 5173) forwards the API and asset routes to a running server.
    server: {
      proxy: Object.fromEntries(
        ['/api', '/auth', '/files', '/dev/oauth', '/dev/outbox-api'].map((p) => [p, apiTarget]),
      ),
    },
    // The server build is one bundle with every dependency in it, compiled for production: React, React DOM
    // and antd otherwise pick their development builds from NODE_ENV at run time, and the demo and the e2e
    // platforms run with NODE_ENV=development (demo mode), where a member's page cost ~53 ms of server CPU
    // against ~30 ms. One bundle also keeps one copy of the style engine (cssinjs-utils must share antd's
    // token context) and hands @emotion/*'s CJS default exports over correctly. `react-router dev` keeps
    // bundling only those (its server modules load through Vite, in development).
    ssr: {
      noExternal: serverBuild ? true : ['antd', /^@ant-design\//, /^@rc-component\//, /^rc-/, /^@emotion\//],
    },
    ...(serverBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks(shell) } } },
  };
});
