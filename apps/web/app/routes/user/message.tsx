import { MessagePage } from '../../features/community/messages/message-page.tsx';
import { pageMeta } from '../../shared/meta.ts';

export const meta = () => pageMeta('消息回复');

export default function Page() {
  return <MessagePage />;
}
