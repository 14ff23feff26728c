import { HelpPagesPage } from '../../features/admin/site/help-pages-page.tsx';

export default function Page() {
  return <HelpPagesPage />;
}
