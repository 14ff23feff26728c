import { aiChatCalls, HOT_QUESTION_PAGE_SIZE } from '@app/contract/web';
import { ChatPage } from '../../features/ai/chat/chat-page.tsx';
import { loadData } from '../../shared/api/client.ts';
import { pageMeta } from '../../shared/meta.ts';
import type { Route } from './+types/chat';

/** /ai/chat (002 §2): the first batch of hot questions comes with the page. */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await loadData(aiChatCalls.hotQuestion, {
    request,
    body: { offset: 0, limit: HOT_QUESTION_PAGE_SIZE },
  });
  return { hot: answer.data };
}

export const meta = () => pageMeta('AI问答');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChatPage hot={loaderData.hot} />;
}
