import { useRequireUser } from '../shared/session/guards.ts';
import { PageSpinner } from '../shared/ui/page-spinner.tsx';
import { UnderConstruction } from '../shared/ui/under-construction.tsx';

/** Checkout requires login (000 §2.2): guests go to /login?redirect=<this page>. */
export default function Page() {
  const { ready } = useRequireUser();
  if (!ready) return <PageSpinner />;
  return <UnderConstruction title="结算" />;
}
