import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [reactRouter()],
  // `react-router dev` (port 5173) forwards the API and asset routes to a running server.
  server: {
    proxy: Object.fromEntries(
      ['/api', '/auth', '/files', '/dev/oauth', '/dev/outbox-api'].map((p) => [p, apiTarget]),
    ),
  },
  // One copy of the style engine on the server (cssinjs-utils must see the StyleProvider's cache), and
  // @emotion/* ship CJS whose default export Node would hand over as {default}: bundle them too.
  ssr: { noExternal: ['antd', /^@ant-design\//, /^@rc-component\//, /^rc-/, /^@emotion\//] },
});
