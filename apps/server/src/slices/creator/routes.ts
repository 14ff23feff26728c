import { contributionMessages, creatorCalls, type ContributionKind } from '@app/contract';
import type { App, SessionUser } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { requireMember } from '../../kernel/members/index.ts';
import type { ContributionBody } from './contribution-fields.ts';
import { deleteContribution } from './delete-contribution.ts';
import { listContributions } from './list-contributions.ts';
import { listCreatorCategories } from './list-creator-categories.ts';
import { listTags } from './list-tags.ts';
import { presentContribution } from './present-contribution.ts';
import { queueCourseVideos } from './queue-course-videos.ts';
import { readPutConfig } from './read-put-config.ts';
import { reviewSubmission } from './review-submission.ts';
import { saveContribution } from './save-contribution.ts';
import { registerUploadRoutes } from './upload-routes.ts';

/** Creator contributions (001 §2.14–§2.21, §7): config, categories, tags, submissions, list, delete. */
export function registerCreatorRoutes(app: App): void {
  const storage = () => app.ctx.services.storage;

  route(app, creatorCalls.putConfig, async ({ ctx }) => ok(await readPutConfig(ctx.db)));

  route(app, creatorCalls.creatorCategories, async ({ query, user, ctx }) => {
    await requireMember(ctx.db, user);
    return ok(await listCreatorCategories(ctx.db, query.catetype));
  });

  route(app, creatorCalls.tagList, async ({ ctx }) => ok(await listTags(ctx.db)));

  const submit = async (ctx: App['ctx'], user: SessionUser, input: ContributionBody) => {
    const member = await requireMember(ctx.db, user);
    const saved = await queueCourseVideos(ctx.db, await saveContribution(ctx.db, storage(), member, input));
    return ok(
      { id: saved.id },
      saved.status === 0 ? contributionMessages.draftOk : contributionMessages.submitOk,
    );
  };
  route(app, creatorCalls.putCourse, ({ body, user, ctx }) => submit(ctx, user, { kind: 'course', body }));
  route(app, creatorCalls.putPlug, ({ body, user, ctx }) => submit(ctx, user, { kind: 'plug', body }));
  route(app, creatorCalls.putGoods, ({ body, user, ctx }) => submit(ctx, user, { kind: 'goods', body }));

  route(app, creatorCalls.listPuts, async ({ params, query, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const kind: ContributionKind = params.kind;
    const { rows, total, transcodes } = await listContributions(ctx.db, member.id, kind, query);
    return ok({ data: rows.map((row) => presentContribution(row, storage(), transcodes)), total });
  });

  route(app, creatorCalls.deletePut, async ({ params, query, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    await deleteContribution(ctx.db, member.id, params.kind, query.id);
    return ok(null, contributionMessages.deleteOk);
  });

  registerUploadRoutes(app);

  if (app.ctx.config.devTools) {
    // Outside production only, like the invoice issuing route: staff's review without the back office.
    route(app, creatorCalls.devReview, async ({ params, body, ctx }) => {
      const row = await reviewSubmission(
        ctx.db,
        storage(),
        params,
        body.decision === 'approve' ? { approve: true } : { approve: false, reason: body.reason },
      );
      return ok(
        { id: row.id, is_check: row.isCheck, published_id: row.publishedId },
        row.isCheck === 2 ? contributionMessages.approved : contributionMessages.rejected,
      );
    });
  }
}
