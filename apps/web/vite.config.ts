import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { theme } from './app/shared/ui/theme.ts';
import { antdIconsCss } from './vite/antd-icons-css.ts';
import { antdStaticCss } from './vite/antd-static-css.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
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
  // One copy of the style engine on the server (cssinjs-utils must share antd's token context), and
  // @emotion/* ship CJS whose default export Node would hand over as {default}: bundle them too.
  ssr: { noExternal: ['antd', /^@ant-design\//, /^@rc-component\//, /^rc-/, /^@emotion\//] },
});
