import type { Config } from '@react-router/dev/config';

/** Framework mode with SSR: public pages render on the server; the personal centre hydrates on the client. */
export default {
  appDirectory: 'app',
  ssr: true,
} satisfies Config;
