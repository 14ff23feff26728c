import { HomePage } from '../features/site/home/home-page.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    '首页',
    '光子设计（parametrize your workflow）：参数化设计、三维渲染视频课程、软件插件与设计素材，一站式学习与创作平台。',
  );

export default function Page() {
  return <HomePage />;
}
