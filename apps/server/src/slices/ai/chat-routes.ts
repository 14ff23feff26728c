import { AI_CHAT_STREAM_PATH, aiChatCalls, chatBody, Code, M } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { rawRoute } from '../../http/raw-route.ts';
import { route } from '../../http/route.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { askChat, chatStaleMs, type ChatDeps } from './ask-chat.ts';
import { createChatKnowledge } from './chat-index.ts';
import { listHotQuestions } from './chat-hot-questions.ts';
import { answerHtml } from './chat-markdown.ts';
import { clientGone, openEventStream, type EventStream } from './chat-stream.ts';

/** The page gets the answer so far at most this often while it streams (each time the whole HTML). */
const SNAPSHOT_MS = 100;

/** AI chat (002 §7): hot questions, the whole-answer call, and the streaming variant our page uses. */
export function registerAiChatRoutes(app: App): void {
  const ctx = app.ctx;
  const deps: ChatDeps = {
    db: ctx.db,
    provider: ctx.services.chat,
    knowledge: createChatKnowledge(ctx.db, {
      onError: (error) => ctx.log.error({ err: error }, 'chat knowledge index rebuild failed'),
    }),
    staleMs: chatStaleMs(ctx.config),
    log: ctx.log,
  };

  route(app, aiChatCalls.hotQuestion, async ({ ctx: c, body }) =>
    ok(await listHotQuestions(c.db, body.offset, body.limit)),
  );

  route(app, aiChatCalls.chat, async ({ body, user, reply }) => {
    const answer = await askChat(deps, { userId: user.id, prompt: body.prompt, signal: clientGone(reply) });
    return ok(answer.html);
  });

  rawRoute(
    app,
    {
      method: 'POST',
      url: AI_CHAT_STREAM_PATH,
      body: chatBody,
      doc: {
        summary:
          'AI 问答（流式，本站页面使用）：与 POST /api/ai/chat 相同的 {prompt}；开始回答前的拒绝（4001、4022、4423、4029）按 {code, msg, data} 应答，之后为 text/event-stream：meta、answer（至今的 HTML）、done（整段 HTML）或 error（msg，费用已退回）',
        tag: 'ai',
      },
    },
    async ({ body, request, reply }) => {
      const user = await ctx.sessions.userFromRequest(request);
      if (!user) throw new DomainError(Code.unauthenticated, M.unauthenticated);
      const signal = clientGone(reply);
      const state: { stream: EventStream | null; latest: string; sent: string } = {
        stream: null,
        latest: '',
        sent: '',
      };
      const flush = () => {
        if (state.stream && state.latest !== state.sent) {
          state.sent = state.latest;
          state.stream.send({ event: 'answer', data: { html: answerHtml(state.latest) } });
        }
      };
      const timer = setInterval(flush, SNAPSHOT_MS);
      try {
        const answer = await askChat(
          deps,
          { userId: user.id, prompt: body.prompt, signal },
          {
            onStart: (meta) => {
              state.stream = openEventStream(reply);
              state.stream.send({ event: 'meta', data: meta });
            },
            onText: (markdown) => {
              state.latest = markdown;
            },
          },
        );
        state.stream?.send({ event: 'done', data: { html: answer.html } });
      } catch (error) {
        // Refused before the answer began: the usual {code, msg, data} (http/errors.ts).
        if (!state.stream) throw error;
        if (!(error instanceof DomainError)) ctx.log.error({ err: error }, 'chat stream failed');
        const failure =
          error instanceof DomainError ? error : new DomainError(Code.serverError, M.serverError);
        state.stream.send({ event: 'error', data: { msg: failure.message, code: failure.code } });
      } finally {
        clearInterval(timer);
        state.stream?.end();
      }
    },
  );
}
