import { adminReviewCalls, adminMessages } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { reviewSubmission } from '../creator/index.ts';
import { recordAudit } from './audit.ts';
import { listSubmissions } from './list-submissions.ts';
import { presentReviewDetail, presentReviewEntry } from './present-review.ts';
import { readSubmission } from './read-submission.ts';
import { staffRoute } from './staff-route.ts';

/** 投稿审核: the queue, the preview and the decision (reviewer, admin). */
export function registerReviewRoutes(app: App): void {
  staffRoute(app, adminReviewCalls.reviews, 'review', async ({ query, ctx }) => {
    const page = await listSubmissions(ctx.db, query);
    return ok({
      list: page.rows.map((r) => presentReviewEntry(r.row, r.creator, ctx.services.storage, page.transcodes)),
      total: page.total,
    });
  });

  staffRoute(app, adminReviewCalls.review, 'review', async ({ params, ctx }) =>
    ok(await presentReviewDetail(await readSubmission(ctx.db, params), ctx.services.storage)),
  );

  staffRoute(app, adminReviewCalls.decide, 'review', async ({ params, body, ctx, staff }) => {
    const approve = body.decision === 'approve';
    const row = await reviewSubmission(
      ctx.db,
      ctx.services.storage,
      params,
      approve ? { approve: true } : { approve: false, reason: body.reason },
      (tx, change) =>
        recordAudit(tx, staff.actor, {
          action: approve ? 'review.approve' : 'review.reject',
          targetType: 'contribution',
          targetId: `${params.kind}:${params.id}`,
          before: { is_check: change.before.isCheck, errors: change.before.errors },
          after: {
            is_check: change.after.isCheck,
            errors: change.after.errors,
            published_id: change.after.publishedId,
          },
        }),
    );
    const preview = await readSubmission(ctx.db, params);
    return ok(
      presentReviewEntry(row, preview.creator, ctx.services.storage, preview.transcodes),
      approve ? '已通过，作品已发布' : adminMessages.done,
    );
  });
}
