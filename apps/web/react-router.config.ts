import type { Config } from '@react-router/dev/config';

/** Framework mode with SSR: public pages render on the server; the personal centre hydrates on the client. */
export default {
  appDirectory: 'app',
  ssr: true,
  // WEB_BUILD_DIR lets several checkouts or engineers build side by side (the server reads the same variable).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
