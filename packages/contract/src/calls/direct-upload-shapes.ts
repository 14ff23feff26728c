import { z } from 'zod';
import { blankToUndefined, idParam, requestBody } from '../fields.ts';
import { M } from '../messages.ts';
import { UPLOAD_PURPOSES, uploadMessages } from '../rules/contribution.ts';

/**
 * The shapes of a direct multipart upload, shared by the creators' calls (/api/oss/multipart) and the back
 * office's (/api/admin/uploads): both open, sign, read, complete and abort the same kind of upload.
 */

export const uploadIdParams = z.object({ id: idParam(uploadMessages.uploadNotFound) });

/** What a new upload declares (checked by the server against the purpose's kinds and size limit). */
export const openUploadFields = {
  purpose: z.enum(UPLOAD_PURPOSES, { error: '上传用途错误' }),
  name: z
    .string({ error: uploadMessages.nameRequired })
    .trim()
    .min(1, uploadMessages.nameRequired)
    .max(255, '文件名过长'),
  size: z.coerce
    .number({ error: uploadMessages.sizeInvalid })
    .int(uploadMessages.sizeInvalid)
    .min(1, uploadMessages.sizeInvalid)
    .max(Number.MAX_SAFE_INTEGER, uploadMessages.sizeInvalid),
  content_type: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? 'application/octet-stream' : v),
    z.string({ error: M.badRequest }).trim().max(100, M.badRequest),
  ),
};

export const multipartState = z.object({
  upload_id: z.number().int(),
  key: z.string().describe('对象名：显示地址 = DoMain + key（图片）'),
  name: z.string(),
  size: z.number().int(),
  part_size: z.number().int().describe('分片大小（字节，至少 5 MiB；最后一片可以更小）'),
  part_count: z.number().int(),
  state: z.enum(['uploading', 'complete', 'aborted']),
  parts: z.array(z.object({ part_number: z.number().int(), etag: z.string(), size: z.number().int() })),
});

export const signPartsBody = requestBody({
  part_numbers: z
    .array(
      z.coerce
        .number({ error: uploadMessages.partsInvalid })
        .int(uploadMessages.partsInvalid)
        .min(1, uploadMessages.partsInvalid),
      {
        error: uploadMessages.partsInvalid,
      },
    )
    .min(1, uploadMessages.partsInvalid)
    .max(100, uploadMessages.partsInvalid),
});

export const signedParts = z.object({
  parts: z.array(
    z.object({
      part_number: z.number().int(),
      url: z.string(),
      method: z.literal('PUT'),
      headers: z.record(z.string(), z.string()),
    }),
  ),
  expires_at: z.string(),
});

export const completePartsBody = requestBody({
  parts: z
    .array(
      z.object({
        part_number: z.coerce
          .number({ error: uploadMessages.partsInvalid })
          .int(uploadMessages.partsInvalid)
          .min(1, uploadMessages.partsInvalid),
        etag: z
          .string({ error: uploadMessages.partMismatch })
          .trim()
          .min(1, uploadMessages.partMismatch)
          .max(100, uploadMessages.partMismatch),
      }),
      { error: uploadMessages.partsInvalid },
    )
    .min(1, uploadMessages.partsMissing)
    .max(10_000, uploadMessages.partsInvalid),
});

export const completedState = multipartState.extend({
  url: z.string().describe('图片为公开地址，其他文件为空'),
});
