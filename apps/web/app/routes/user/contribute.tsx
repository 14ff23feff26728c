import { ContributePage } from '../../features/creator/contribute-page.tsx';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/contribute';

export const meta: Route.MetaFunction = () => pageMeta('我的投稿');

/** 我的投稿 (001 §2.14): the member's course, plugin and material submissions. */
export default function Page() {
  return <ContributePage />;
}
