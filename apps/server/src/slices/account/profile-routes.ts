import {
  accountCalls,
  accountMessages,
  Code,
  IMAGE_UPLOAD_MAX_BYTES,
  M,
  noticeChannelCalls,
  noticeChannelMessages,
} from '@app/contract';
import type { App } from '../../app-context.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { enforceLimit } from './limits.ts';
import { requireMember } from '../../kernel/members/index.ts';
import { storeMemberImage } from './store-upload.ts';
import { updateProfileField } from './update-profile.ts';
import { readNoticeChannels, saveNoticeChannels } from './notice-channels.ts';
import { bytesReadOf, checkUploadQuota, countUploadBytes } from './upload-quota.ts';

/**
 * Profile fields and the one picture upload (001 §7; 002 §7 sends render references through it too: what a
 * picture may be used for is checked where it is used). The public fans card is community's (read-fans-info.ts).
 */
export function registerProfileRoutes(app: App): void {
  route(app, noticeChannelCalls.read, async ({ user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(await readNoticeChannels(ctx.db, member.id));
  });

  route(app, noticeChannelCalls.save, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(await saveNoticeChannels(ctx.db, member.id, body), noticeChannelMessages.saved);
  });

  route(app, accountCalls.update, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    await updateProfileField(ctx.db, ctx.services.storage, member.id, body.type, body.value);
    return ok(null, M.updateOk);
  });

  route(app, accountCalls.uploadImage, async ({ user, ctx, request }) => {
    if (!request.isMultipart()) throw new DomainError(Code.invalid, accountMessages.imageMissing);
    await enforceLimit(
      ctx.services.counters,
      `upload:user:${user.id}`,
      60,
      3600,
      accountMessages.uploadTooOften,
    );
    await checkUploadQuota(ctx.services.counters, user.id);
    // The parser stops keeping bytes past the limit (the stream is marked truncated), so nothing big is buffered.
    const file = await request.file({
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    });
    if (!file) throw new DomainError(Code.invalid, accountMessages.imageMissing);
    const key = await storeMemberImage(ctx.services.storage, user.id, file.file);
    await countUploadBytes(ctx.services.counters, user.id, bytesReadOf(file.file));
    return ok({ filename: `files/${key}` }, accountMessages.imageUploadOk);
  });
}
