import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { paths } from '../../shared/paths.ts';

/**
 * /user → /user/info (001 §2.1). The second reading (/user?type=X selects the my-courses tab, used by
 * the contribution screen) is kept: /user?type=X → /user/course?type=X.
 */
export function loader({ request }: Route.LoaderArgs) {
  const type = new URL(request.url).searchParams.get('type');
  return redirect(type ? paths.userCourse({ type }) : paths.userInfo());
}

export default function Page() {
  return null;
}
