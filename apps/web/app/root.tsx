import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import './shared/ui/global.css';
import { theme } from './shared/ui/theme.ts';
import { paths } from './shared/paths.ts';

dayjs.locale('zh-cn');

export const meta: Route.MetaFunction = () => [
  { title: '光子设计 - 参数化设计与三维渲染学习平台' },
  {
    name: 'description',
    content: '光子设计：参数化设计、三维渲染视频课程、软件插件与设计素材，一站式学习与创作平台。',
  },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
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
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      {/* No wrapper element: antd's App div would restyle every <a> on the page as an antd link,
          overriding global.css (links inherit their colour) in the header, footer and banners. */}
      <AntApp component={false}>
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
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
