import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, idParam, requestBody } from '../fields.ts';
import { M } from '../messages.ts';
import { contributionMessages } from '../rules/contribution.ts';
import { adminMessages } from '../plain/admin.ts';
import { adminKeywords, adminPage } from './admin.ts';
import { contributionKind } from './creator-shapes.ts';

/**
 * The back office's review queue (docs/spec-decisions.md "Back office"): creator submissions sent to review,
 * a preview of each (fields, sanitised rich text, files through signed links, lesson videos with their
 * transcode state), and the decision through the creator slice's reviewSubmission (the same function `npm run
 * creator:review` uses).
 */

/** Which submissions: in review (default), approved, rejected, or every one sent to review. */
export const REVIEW_STATES = ['pending', 'approved', 'rejected', 'all'] as const;

const transcode = z.object({
  state: z.enum(['uploaded', 'transcoding', 'ready', 'failed']),
  progress: z.number(),
});

export const reviewEntrySchema = z.object({
  id: z.number().int(),
  kind: contributionKind,
  kind_text: z.string(),
  name: z.string(),
  author: z.string(),
  price: z.number(),
  cover: z.string(),
  creator: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  is_check: z.number().int(),
  state_label: z.string(),
  errors: z.string(),
  submitted_at: chinaDateTime,
  reviewed_at: chinaDateTime.nullable(),
  published_id: z.number().int().nullable(),
  /** The slowest lesson video of a course (null for other kinds or without videos). */
  transcode: transcode.nullable(),
});
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

const previewFile = z.object({
  name: z.string(),
  /** A 30-minute signed link (private files) or the public URL (images). */
  url: z.string(),
  size: z.number().int(),
});

export const reviewDetailSchema = reviewEntrySchema.extend({
  explain: z.string(),
  origin: z.string(),
  external_link: z.string(),
  web_link: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  /** Rich text, sanitised again for display. */
  intro_html: z.string(),
  images: z.array(z.string()),
  /** Course: chapters with their lessons (video) and attachments; plug: versions; goods: the material. */
  sections: z.array(
    z.object({
      title: z.string(),
      items: z.array(
        z.object({
          type: z.enum(['lesson', 'annex', 'version', 'material']),
          name: z.string(),
          /** Version code, platform and description of a plugin version. */
          note: z.string(),
          file: previewFile.nullable(),
          /** A lesson's video: transcode state (the signed link in `file` plays the uploaded source). */
          transcode: transcode.nullable(),
        }),
      ),
    }),
  ),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

const target = z.object({ kind: contributionKind, id: idParam(contributionMessages.notFound) });

export const adminReviewCalls = {
  reviews: defineCall({
    method: 'GET',
    path: '/api/admin/reviews',
    summary: '投稿审核队列（默认：审核中）',
    tag: 'admin',
    auth: 'staff',
    query: z.object({
      ...adminPage,
      kind: z.preprocess((v) => (v === '' ? undefined : v), contributionKind.optional()),
      state: z.enum(REVIEW_STATES, { error: M.badRequest }).optional().default('pending'),
      keywords: adminKeywords.describe('投稿名称或创作者手机号'),
    }),
    data: z.object({ list: z.array(reviewEntrySchema), total: z.number().int() }),
  }),
  review: defineCall({
    method: 'GET',
    path: '/api/admin/reviews/:kind/:id',
    summary: '投稿预览',
    tag: 'admin',
    auth: 'staff',
    params: target,
    data: reviewDetailSchema,
  }),
  decide: defineCall({
    method: 'POST',
    path: '/api/admin/reviews/:kind/:id',
    summary: '审核：通过（发布到公开目录）或驳回（需理由，创作者可见）',
    tag: 'admin',
    auth: 'staff',
    params: target,
    body: requestBody({
      decision: z.enum(['approve', 'reject'], { error: '请选择通过或驳回' }),
      reason: z
        .string({ error: adminMessages.reasonRequired })
        .trim()
        .max(200, adminMessages.reasonTooLong)
        .optional()
        .default(''),
    }).refine((b) => b.decision === 'approve' || b.reason !== '', {
      message: adminMessages.reasonRequired,
      path: ['reason'],
    }),
    data: reviewEntrySchema,
  }),
};
