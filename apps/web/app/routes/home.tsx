import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { HomeCatalogue } from '../features/catalogue/home/home-catalogue.tsx';
import { loadHomeCatalogue } from '../features/catalogue/home/load-home.ts';
import { HomePage } from '../features/site/home/home-page.tsx';
import { loadHomeSlides } from '../features/site/home/home-slides.tsx';
import { rendersForMember } from '../shared/layout/after-hydration.tsx';
import { pageMeta } from '../shared/meta.ts';
import type { Route } from './+types/home';

/**
 * The five home calls and the operators' slides run in parallel on the server; a failed one leaves its section
 * empty. A member's page leaves the sections below the first screen to the browser (after-hydration.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [catalogue, slides] = await Promise.all([loadHomeCatalogue(request), loadHomeSlides(request)]);
  return { ...catalogue, slides, deferBelowFold: rendersForMember(context) };
}

/** The home data changes with the catalogue, not with the query (?token= / ?bind= of the pop-up flows). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    '首页',
    '光子设计（parametrize your workflow）：参数化设计、三维渲染视频课程、软件插件与设计素材，一站式学习与创作平台。',
  );

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage slides={loaderData.slides}>
      <HomeCatalogue data={loaderData} deferBelowFold={loaderData.deferBelowFold} />
    </HomePage>
  );
}
