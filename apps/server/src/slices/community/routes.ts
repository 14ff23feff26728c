import { accountCalls, accountMessages, Code, communityCalls, communityMessages } from '@app/contract';
import type { App } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { findMemberById } from '../../kernel/members/index.ts';
import { requireMember } from '../../kernel/members/index.ts';
import { assertVisibleTarget } from './comment-target.ts';
import { listComments } from './list-comments.ts';
import { listFollows } from './list-follows.ts';
import { listMemberWorks } from './list-member-works.ts';
import { postComment } from './post-comment.ts';
import { postReply } from './post-reply.ts';
import { readFansInfo } from './read-fans-info.ts';
import { listMemberMessages, markMessagesRead } from './message-list.ts';
import { setFollow } from './set-follow.ts';

/** Comments and replies (000 §2.8), following and public profiles (§2.14), message replies (001 §2.12). */
export function registerCommunityRoutes(app: App): void {
  // An account call (001 §7) answered here: the card is follow counts and state, which community keeps.
  route(app, accountCalls.fansInfo, async ({ params, user, ctx }) => {
    const info = await readFansInfo(ctx.db, params.uid, user?.id ?? null);
    if (!info) throw new DomainError(Code.notFound, accountMessages.userNotFound);
    return ok(info);
  });

  route(app, communityCalls.comments, async ({ query, ctx }) => {
    const target = { type: query.target_type, id: query.target_id };
    await assertVisibleTarget(ctx.db, target.type, target.id);
    return ok(await listComments(ctx.db, target, query));
  });

  route(app, communityCalls.commentCreate, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const comment = await postComment(ctx.db, {
      userId: member.id,
      targetType: body.target_type,
      targetId: body.target_id,
      content: body.content,
    });
    return ok(comment, communityMessages.commentOk);
  });

  route(app, communityCalls.commentReply, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const reply = await postReply(ctx.db, {
      userId: member.id,
      commentId: body.comment_id,
      content: body.content,
    });
    return ok(reply, communityMessages.commentOk);
  });

  route(app, communityCalls.replies, async ({ query, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const page = await listMemberMessages(ctx.db, member.id, query);
    // Opening the message list (its first page) is what "reading" means; later pages change nothing.
    if (query.offset === 0) await markMessagesRead(ctx.db, member.id);
    return ok(page);
  });

  route(app, communityCalls.follow, async ({ params, query, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const following = query.type === 1;
    const state = await setFollow(ctx.db, member.id, params.userId, following);
    return ok(state, following ? communityMessages.followOk : communityMessages.unfollowOk);
  });

  route(app, communityCalls.fansWorks, async ({ params, body, ctx }) => {
    await assertMemberExists(ctx.db, body.uid);
    return ok({ list: await listMemberWorks(ctx.db, body.uid, params.kind, body.page) });
  });

  route(app, communityCalls.fansList, async ({ query, ctx }) => {
    await assertMemberExists(ctx.db, query.uid);
    const { people, total } = await listFollows(ctx.db, query.uid, 'fans', query);
    return ok({ list: people.map((fans_info) => ({ fans_info })), total });
  });

  route(app, communityCalls.attentionList, async ({ query, ctx }) => {
    await assertMemberExists(ctx.db, query.uid);
    const { people, total } = await listFollows(ctx.db, query.uid, 'following', query);
    return ok({ list: people.map((attention_info) => ({ attention_info })), total });
  });
}

/** Profiles and lists of a member who does not exist answer 4004, as GET /api/getUserFansInfo does. */
async function assertMemberExists(db: DbOrTx, uid: number): Promise<void> {
  if (!(await findMemberById(db, uid))) throw new DomainError(Code.notFound, communityMessages.userNotFound);
}
