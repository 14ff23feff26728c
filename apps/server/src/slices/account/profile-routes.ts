import { accountCalls, accountMessages, Code, M, RenderLimits, renderMessages } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../app-context.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import type { AccountPorts } from './account-ports.ts';
import { enforceLimit } from './limits.ts';
import { requireMember } from '../../kernel/members/index.ts';
import { AVATAR_MAX_BYTES, storeAvatar } from './store-avatar.ts';
import { updateProfileField } from './update-profile.ts';
import { bytesReadOf, checkUploadQuota, countUploadBytes } from './upload-quota.ts';

/** Profile fields and avatar upload (001 §7). The public fans card is community's (read-fans-info.ts). */
export function registerProfileRoutes(app: App, ports: Pick<AccountPorts, 'storeRenderReference'>): void {
  route(app, accountCalls.update, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    await updateProfileField(ctx.db, ctx.services.storage, member.id, body.type, body.value);
    return ok(null, M.updateOk);
  });

  route(app, accountCalls.uploadAvatar, async ({ user, ctx, request, query }) => {
    // The AI render page uploads its reference images through the same call (002 §7), marked type=render.
    if (query.type === 'render') return uploadRenderReference(ctx, user.id, request, ports);
    if (!request.isMultipart()) throw new DomainError(Code.invalid, M.avatarMissing);
    await enforceLimit(
      ctx.services.counters,
      `avatar:user:${user.id}`,
      30,
      3600,
      accountMessages.uploadTooOften,
    );
    await checkUploadQuota(ctx.services.counters, user.id);
    // The parser stops keeping bytes past the limit (the stream is marked truncated), so nothing big is buffered.
    const file = await request.file({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    });
    if (!file) throw new DomainError(Code.invalid, M.avatarMissing);
    const key = await storeAvatar(ctx.services.storage, { stream: file.file });
    await countUploadBytes(ctx.services.counters, user.id, bytesReadOf(file.file));
    return ok({ filename: `files/${key}` }, M.uploadOk);
  });
}

/**
 * 60 reference uploads per member an hour, within the day's byte quota shared with avatars (upload-quota.ts);
 * up to 10 MB each, checked and stored by the ai slice.
 */
async function uploadRenderReference(
  ctx: AppContext,
  userId: number,
  request: FastifyRequest,
  ports: Pick<AccountPorts, 'storeRenderReference'>,
) {
  if (!request.isMultipart()) throw new DomainError(Code.invalid, renderMessages.referenceMissing);
  await enforceLimit(
    ctx.services.counters,
    `render-ref:user:${userId}`,
    60,
    3600,
    renderMessages.uploadTooOften,
  );
  await checkUploadQuota(ctx.services.counters, userId);
  const file = await request.file({
    limits: { fileSize: RenderLimits.referenceMaxBytes, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!file) throw new DomainError(Code.invalid, renderMessages.referenceMissing);
  const filename = await ports.storeRenderReference(ctx.services.storage, userId, file.file);
  await countUploadBytes(ctx.services.counters, userId, bytesReadOf(file.file));
  return ok({ filename }, renderMessages.uploadOk);
}
