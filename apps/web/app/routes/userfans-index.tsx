import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { pageMeta } from '../shared/meta.ts';
import { useRequireUser } from '../shared/session/guards.ts';
import { PageSpinner } from '../shared/ui/page-spinner.tsx';
import { paths } from '../shared/paths.ts';

export const meta = () => pageMeta('个人主页');

/**
 * /userfans without an id (000 §2.2: the parent route needs login): the signed-in member's own profile;
 * a guest goes to /login?redirect=/userfans and comes back here.
 */
export default function Page() {
  const { ready, user } = useRequireUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (ready && user) void navigate(paths.profile(user.id), { replace: true });
  }, [ready, user, navigate]);
  return <PageSpinner />;
}
