import { PlugPage } from '../../features/ai/plug-page.tsx';
import { pageMeta } from '../../shared/meta.ts';

export const meta = () => pageMeta('AI插件介绍');

export default function Page() {
  return <PlugPage />;
}
