import { AiPlugPage } from '../../features/admin/ai/ai-plug-page.tsx';

export default function Page() {
  return <AiPlugPage />;
}
