import { playerCalls, playerMessages } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { requireMember } from '../../kernel/members/index.ts';
import { requirePlayableLesson } from './lesson-rights.ts';
import { listDanmaku } from './list-danmaku.ts';
import { readLessonAddons } from './read-lesson-addons.ts';
import { sendDanmaku } from './send-danmaku.ts';

/** The player's add-on calls (002 §3–§5): a lesson's add-on data and viewer comments, with playback's rights. */
export function registerPlayerRoutes(app: App): void {
  route(app, playerCalls.danmakuList, async ({ params, user, ctx }) => {
    await requirePlayableLesson(ctx.db, params.taskId, user?.id ?? null);
    return ok({ list: await listDanmaku(ctx.db, params.taskId) });
  });

  route(app, playerCalls.lessonAddons, async ({ params, user, ctx }) => {
    const viewerId = user?.id ?? null;
    const lesson = await requirePlayableLesson(ctx.db, params.taskId, viewerId);
    const deps = { db: ctx.db, storage: ctx.services.storage, config: ctx.config };
    return ok(await readLessonAddons(deps, lesson, viewerId));
  });

  route(app, playerCalls.danmakuSend, async ({ params, body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    await requirePlayableLesson(ctx.db, params.taskId, member.id);
    const item = await sendDanmaku(
      { db: ctx.db, counters: ctx.services.counters },
      member,
      params.taskId,
      body,
    );
    return ok(item, playerMessages.danmakuSent);
  });
}
