import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { IconProvider } from '@ant-design/icons';
import 'virtual:antd-icons.css';
import './shared/ui/global.css';
import { useCspNonce } from './shared/csp/csp-nonce.tsx';
import { RouteStyles } from './shared/layout/route-styles.tsx';
import { paths } from './shared/paths.ts';

export const meta: Route.MetaFunction = () => [
  { title: '光子设计 - 参数化设计与三维渲染学习平台' },
  {
    name: 'description',
    content: '光子设计：参数化设计、三维渲染视频课程、软件插件与设计素材，一站式学习与创作平台。',
  },
];

const ICONS_WITHOUT_RUNTIME_STYLES = { zeroRuntime: true };

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <RouteStyles />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  // antd's provider is not here: the public shell and home are plain elements, and the pages that use
  // antd get it from shared/ui/antd-scope.tsx (so the home page's first load carries no antd).
  return (
    <QueryClientProvider client={queryClient}>
      {/* The icons' base styles are a stylesheet of the root (vite/antd-icons-css.ts): no icon inserts them. */}
      <IconProvider value={ICONS_WITHOUT_RUNTIME_STYLES}>
        <Outlet />
      </IconProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main style={{ padding: '80px 24px', textAlign: 'center' }}>
      <h1>{notFound ? '页面不存在' : '页面出错了'}</h1>
      <p>{notFound ? '您访问的页面不存在或已被移除。' : '请稍后刷新重试。'}</p>
      <a href={paths.home()}>返回首页</a>
    </main>
  );
}
