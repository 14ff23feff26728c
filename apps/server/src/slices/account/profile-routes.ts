import { accountCalls, accountMessages as AM, Code, M } from '@app/contract';
import type { App } from '../../app-context.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { enforceLimit } from './limits.ts';
import { requireMember } from '../../kernel/members/index.ts';
import { AVATAR_MAX_BYTES, storeAvatar } from './store-avatar.ts';
import { updateProfileField } from './update-profile.ts';

/** Profile fields and avatar upload (001 §7). The public fans card is community's (read-fans-info.ts). */
export function registerProfileRoutes(app: App): void {
  route(app, accountCalls.update, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    await updateProfileField(ctx.db, ctx.services.storage, member.id, body.type, body.value);
    return ok(null, M.updateOk);
  });

  route(app, accountCalls.uploadAvatar, async ({ user, ctx, request }) => {
    if (!request.isMultipart()) throw new DomainError(Code.invalid, M.avatarMissing);
    await enforceLimit(ctx.services.counters, `avatar:user:${user.id}`, 30, 3600, AM.uploadTooOften);
    // The parser stops keeping bytes past the limit (the stream is marked truncated), so nothing big is buffered.
    const file = await request.file({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    });
    if (!file) throw new DomainError(Code.invalid, M.avatarMissing);
    const key = await storeAvatar(ctx.services.storage, { stream: file.file });
    return ok({ filename: `files/${key}` }, M.uploadOk);
  });
}
