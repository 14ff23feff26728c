import { z } from 'zod';
import { defineCall } from '../call.ts';
import { PageSize } from '../constants.ts';
import { blankToUndefined, idParam, limitField, requestBody } from '../fields.ts';
import { contributionMessages, uploadMessages } from '../rules/contribution.ts';
import { contributionEntry } from './creator-entry.ts';
import { contributionKind, courseBody, goodsBody, plugBody } from './creator-shapes.ts';
import {
  completedState,
  completePartsBody,
  multipartState,
  openUploadFields,
  signedParts,
  signPartsBody,
  uploadIdParams,
} from './direct-upload-shapes.ts';

export * from './creator-entry.ts';
export * from './creator-shapes.ts';

/**
 * Creator contributions (001 §2.14–§2.21, §3, §4, §5, §7): put config, categories, tags, the three
 * submission calls, the list and delete, object-storage credentials and the direct multipart upload
 * (our addition under /api/oss/multipart: the spec's client talks to the provider's SDK, ours asks this
 * server for presigned part URLs so no long-lived key ever leaves it).
 */

const kindParams = z.object({ kind: contributionKind });
const optionalInt = (values: readonly number[], msg: string) =>
  z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z
      .number({ error: msg })
      .refine((n) => values.includes(n), msg)
      .optional(),
  );
export const creatorCalls = {
  putConfig: defineCall({
    method: 'GET',
    path: '/api/getUserPutConfig',
    summary: '我的上传首页：说明 HTML（已净化）与下载横幅',
    tag: 'creator',
    auth: 'none',
    data: z.object({
      desc: z.string(),
      url: z.string(),
      image: z.string(),
      title: z.string(),
      itemdesc: z.string(),
    }),
  }),
  creatorCategories: defineCall({
    method: 'GET',
    path: '/api/user/getUserCate',
    summary: "投稿分类（扁平列表，最多 4 级）；alias 'tenant' 的分支及其子分类不可选择",
    tag: 'creator',
    auth: 'required',
    query: z.object({ catetype: contributionKind }),
    data: z.array(
      z.object({
        id: z.number().int(),
        parent_id: z.number().int(),
        name: z.string(),
        alias: z.string(),
        level: z.number().int(),
        selectable: z.boolean().describe('tenant 分支（含子分类）为 false'),
      }),
    ),
  }),
  tagList: defineCall({
    method: 'POST',
    path: '/api/getTagLists',
    summary: '全部标签',
    tag: 'creator',
    auth: 'none',
    body: z.object({}).passthrough().optional(),
    data: z.array(z.object({ id: z.number().int(), tag: z.string() })),
  }),
  putCourse: defineCall({
    method: 'POST',
    path: '/api/userput/course',
    summary: '视频投稿：status 0 存入草稿，2 立即发布（进入审核）；带 id 为修改（已通过的不能修改）',
    tag: 'creator',
    auth: 'required',
    body: courseBody,
    data: z.object({ id: z.number().int() }),
  }),
  putPlug: defineCall({
    method: 'POST',
    path: '/api/userput/plug',
    summary: '插件投稿；已通过的插件带 reload=1 只修改版本并重新进入审核',
    tag: 'creator',
    auth: 'required',
    body: plugBody,
    data: z.object({ id: z.number().int() }),
  }),
  putGoods: defineCall({
    method: 'POST',
    path: '/api/userput/goods',
    summary: '素材投稿：images 为 [{name,url}]（最多 8 张，第一张为封面），material 为素材文件对象名',
    tag: 'creator',
    auth: 'required',
    body: goodsBody,
    data: z.object({ id: z.number().int() }),
  }),
  listPuts: defineCall({
    method: 'GET',
    path: '/api/getUserPut/:kind',
    summary: '我的投稿（按投稿时间倒序，每页 10 条，page 从 1 开始）',
    tag: 'creator',
    auth: 'required',
    params: kindParams,
    query: z.object({
      status: optionalInt([0, 2], '状态参数错误'),
      isCheck: optionalInt([1, 2, 3], '审核状态参数错误'),
      name: z.preprocess(
        blankToUndefined,
        z.string().trim().max(50, '搜索内容不能超过 50 个字符').optional(),
      ),
      cateId: z.preprocess(blankToUndefined, idParam('分类参数错误').optional()),
      sort: z.preprocess(blankToUndefined, z.literal('time', { error: '排序参数错误' }).optional()),
      page: z.coerce
        .number({ error: '分页参数错误' })
        .int('分页参数错误')
        .min(1, '分页参数错误')
        .max(100_000, '分页参数错误')
        .default(1),
      limit: limitField(PageSize.contributions, 50),
      type: z
        .preprocess(blankToUndefined, contributionKind.optional())
        .describe('与路径中的类型相同（可省略）'),
    }),
    data: z.object({ data: z.array(contributionEntry), total: z.number().int() }),
  }),
  deletePut: defineCall({
    method: 'GET',
    path: '/api/delUserPut/:kind',
    summary: '删除稿件（已通过的不能删除）；只认 Authorization 头，不认会话 Cookie',
    tag: 'creator',
    auth: 'required',
    writes: true,
    params: kindParams,
    query: z.object({ id: idParam(contributionMessages.notFound) }),
    data: z.null(),
  }),
  oss: defineCall({
    method: 'GET',
    path: '/api/oss',
    summary:
      '上传凭证（仅创作者：至少有一项投稿权限），15 分钟有效。配置了对象存储的 STS 时（direct 为 true）是服务商的临时密钥，只能上传到 clients/uploads/ 下（001 §7 的对象名），浏览器用服务商的 SDK 直接上传；本地磁盘时 SecurityToken 是只能上传到本人目录的令牌，AccessKeySecret 为空，文件经本站签发的分片地址上传。两种情况下 upload_token 都是本站分片直传接口的令牌',
    tag: 'creator',
    auth: 'required',
    data: z.object({
      oss: z.object({
        DoMain: z.string().describe('公开对象的地址前缀（图片显示地址 = DoMain + 对象名）'),
        AccessKeyId: z.string(),
        AccessKeySecret: z.string(),
        BucketName: z.string(),
        Expiration: z.string(),
        SecurityToken: z.string(),
      }),
      prefix: z.string().describe('上传目录：直传到服务商时为 clients/uploads/，否则为本人的目录'),
      direct: z.boolean().describe('true：oss 是服务商 STS 的临时密钥，可直接上传到存储桶'),
      endpoint: z.string().describe('存储桶所在服务的地址（direct 为 true 时；否则为空）'),
      upload_token: z.string().describe('本站分片直传接口（/api/oss/multipart）的令牌'),
      part_size: z.number().int(),
      parallel: z.number().int(),
    }),
  }),
  multipartCreate: defineCall({
    method: 'POST',
    path: '/api/oss/multipart',
    summary:
      '开始一次分片直传：检查对应的投稿权限、每日上传额度（10 GB）、文件类型与大小，返回分片计划（文件直接上传到对象存储，不经过 API）',
    tag: 'creator',
    auth: 'required',
    body: requestBody({
      token: z
        .string({ error: uploadMessages.tokenInvalid })
        .min(1, uploadMessages.tokenInvalid)
        .max(200, uploadMessages.tokenInvalid),
      ...openUploadFields,
    }),
    data: multipartState,
  }),
  multipartParts: defineCall({
    method: 'POST',
    path: '/api/oss/multipart/:id/parts',
    summary: '为若干分片签发 15 分钟有效的上传地址（PUT，回答的 ETag 头在完成时带回）',
    tag: 'creator',
    auth: 'required',
    params: uploadIdParams,
    body: signPartsBody,
    data: signedParts,
  }),
  multipartStatus: defineCall({
    method: 'GET',
    path: '/api/oss/multipart/:id',
    summary: '分片上传的进度（断点续传：已上传的分片）',
    tag: 'creator',
    auth: 'required',
    params: uploadIdParams,
    data: multipartState,
  }),
  multipartComplete: defineCall({
    method: 'POST',
    path: '/api/oss/multipart/:id/complete',
    summary:
      '完成分片上传：核对每个分片的 ETag、文件大小和文件内容（图片、视频须名副其实，否则删除并拒绝），之后对象名可用于投稿',
    tag: 'creator',
    auth: 'required',
    params: uploadIdParams,
    body: completePartsBody,
    data: completedState,
  }),
  multipartAbort: defineCall({
    method: 'DELETE',
    path: '/api/oss/multipart/:id',
    summary: '取消分片上传并清理已上传的分片',
    tag: 'creator',
    auth: 'required',
    params: uploadIdParams,
    data: z.null(),
  }),
  devReview: defineCall({
    method: 'POST',
    path: '/api/dev/creator/:kind/:id/review',
    summary:
      '审核稿件（仅开发环境；与 npm run creator:review 调用同一函数）：approve 通过并发布到公开目录，reject 带理由驳回',
    tag: 'dev',
    auth: 'none',
    params: z.object({ kind: contributionKind, id: idParam(contributionMessages.notFound) }),
    body: requestBody({
      decision: z.enum(['approve', 'reject'], { error: '请选择通过或驳回' }),
      reason: z.preprocess(
        (v) => (v === null || v === undefined ? '' : v),
        z
          .string({ error: contributionMessages.reviewReasonRequired })
          .trim()
          .max(200, '理由不能超过 200 个字符'),
      ),
    }).refine((b) => b.decision === 'approve' || b.reason !== '', contributionMessages.reviewReasonRequired),
    data: z.object({
      id: z.number().int(),
      is_check: z.number().int(),
      published_id: z.number().int().nullable(),
    }),
  }),
};
