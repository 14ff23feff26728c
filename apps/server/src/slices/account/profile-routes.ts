import { accountCalls, accountMessages as AM, Code, M } from '@app/contract';
import type { App } from '../../app-context.ts';
import { AppError, ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { readFansInfo } from './fans-info.ts';
import { enforceLimit } from './limits.ts';
import { requireMember } from './require-member.ts';
import { AVATAR_MAX_BYTES, storeAvatar } from './store-avatar.ts';
import { updateProfileField } from './update-profile.ts';

/** Profile fields, avatar upload and the public fans card (001 §7). */
export function registerProfileRoutes(app: App): void {
  route(app, accountCalls.update, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    await updateProfileField(ctx.db, ctx.services.storage, member.id, body.type, body.value);
    return ok(null, M.updateOk);
  });

  route(app, accountCalls.uploadAvatar, async ({ user, ctx, request }) => {
    if (!request.isMultipart()) throw new AppError(Code.invalid, M.avatarMissing);
    await enforceLimit(ctx.services.counters, `avatar:user:${user.id}`, 30, 3600, AM.uploadTooOften);
    // The parser stops keeping bytes past the limit (the stream is marked truncated), so nothing big is buffered.
    const file = await request.file({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    });
    if (!file) throw new AppError(Code.invalid, M.avatarMissing);
    const key = await storeAvatar(ctx.services.storage, { stream: file.file });
    return ok({ filename: `files/${key}` }, M.uploadOk);
  });

  route(app, accountCalls.fansInfo, async ({ params, user, ctx }) => {
    const info = await readFansInfo(ctx.db, params.uid, user?.id ?? null);
    if (!info) throw new AppError(Code.notFound, AM.userNotFound);
    return ok(info);
  });
}
