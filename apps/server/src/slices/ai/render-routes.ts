import { aiRenderCalls, renderMessages } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { rawRoute } from '../../http/raw-route.ts';
import { route } from '../../http/route.ts';
import { cancelRender, readOwnRender } from './render-cancel.ts';
import { chargesForRenders, renderDeps } from './render-deps.ts';
import { queueRender } from './render-generate.ts';
import { listRenderHistory } from './render-history.ts';
import { presentHistoryItem, presentProgress } from './render-progress.ts';
import { listRenderStyles } from './render-styles.ts';
import { readRenderTips } from './render-tips.ts';

/**
 * AI smart render's calls (002 §7): styles, the tips file, generate, and what the spec leaves open — how a
 * poll is sent (GET /api/ai/generate/:id; a re-sent identical generate answers the same way), cancel, and
 * the member's history. Reference uploads are POST /api/upload (account's route), checked for this use in render-reference.ts.
 */
export function registerRenderRoutes(app: App): void {
  route(app, aiRenderCalls.renderStyle, async ({ ctx }) => ok(await listRenderStyles(ctx.db)), {
    guestCache: true,
  });

  rawRoute(
    app,
    {
      method: 'GET',
      url: '/static/tip.json',
      doc: { summary: 'AI 智能渲染的字段提示（按键 xzfg、yjms… 的 {title, content}）', tag: 'ai-render' },
    },
    async ({ reply }) => {
      const tips = await readRenderTips(app.ctx.db);
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(tips);
    },
  );

  route(app, aiRenderCalls.info, ({ ctx }) =>
    ok({
      backend: ctx.services.render.kind,
      preview: ctx.services.render.isPreview,
      charged: chargesForRenders(renderDeps(ctx)),
    }),
  );

  route(app, aiRenderCalls.generate, async ({ ctx, body, user }) => {
    const { job, reused } = await queueRender(renderDeps(ctx), user.id, body);
    return ok(await presentProgress(ctx.db, ctx.services.storage, job), reused ? '' : renderMessages.queued);
  });

  route(app, aiRenderCalls.task, async ({ ctx, params, user }) => {
    const job = await readOwnRender(ctx.db, user.id, params.id);
    return ok(await presentProgress(ctx.db, ctx.services.storage, job));
  });

  route(app, aiRenderCalls.cancel, async ({ ctx, params, user }) => {
    const job = await cancelRender(ctx.db, user.id, params.id);
    return ok(await presentProgress(ctx.db, ctx.services.storage, job), renderMessages.canceled);
  });

  route(app, aiRenderCalls.history, async ({ ctx, query, user }) => {
    const page = await listRenderHistory(ctx.db, user.id, query);
    const list = await Promise.all(
      page.rows.map((job) => presentHistoryItem(ctx.db, ctx.services.storage, job)),
    );
    return ok({ list, total: page.total });
  });
}
