import { z } from 'zod';
import { defineCall } from '../call.ts';
import { chinaDateTime, idParam, intInRange, limitField, offsetField } from '../fields.ts';
import { RENDER_SAMPLERS, RENDER_STATES, RenderLimits, renderMessages } from '../plain/ai-render.ts';

export * from '../plain/ai-render.ts';

const L = RenderLimits;
/** A reference weight: 0–2 in steps of 0.5 (002 §5). */
const weightField = z.coerce
  .number({ error: renderMessages.weightInvalid })
  .min(L.weightMin, renderMessages.weightInvalid)
  .max(L.weightMax, renderMessages.weightInvalid)
  .refine((v) => Number.isInteger(v / L.weightStep), renderMessages.weightInvalid)
  .default(L.weightDefault);

const promptField = (max: number, tooLong: string) =>
  z
    .string({ error: renderMessages.badRequest })
    .max(max, tooLong)
    .transform((v) => v.trim());

/** A reference image's file name as POST /api/upload answered it ('' = none); checked where used (generate). */
const imageField = z
  .string({ error: renderMessages.imageInvalid })
  .max(300, renderMessages.imageInvalid)
  .optional()
  .default('')
  .transform((v) => v.trim());

export const renderStyleChild = z.object({
  id: z.number().int(),
  name: z.string(),
  promt: z.string().describe('灵感描述（提示词）'),
  fpromt: z.string().describe('反向描述'),
  cover: z.string(),
});

export const renderStyleCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  children: z.array(renderStyleChild),
});

export type RenderStyleCategory = z.infer<typeof renderStyleCategory>;

export const generateBody = z.object(
  {
    style: z
      .string({ error: renderMessages.styleRequired })
      .trim()
      .min(1, renderMessages.styleRequired)
      .max(50, renderMessages.styleNotFound)
      .describe('所选风格的名称（大类名或子风格名）'),
    style_id: idParam(renderMessages.styleNotFound)
      .optional()
      .describe('所选子风格的 id（本站网页发送；优先于 style）'),
    promt: promptField(L.promptMax, renderMessages.promptTooLong).pipe(
      z.string().min(1, renderMessages.promptRequired),
    ),
    fpromt: promptField(L.promptMax, renderMessages.negativeTooLong).optional().default(''),
    quality: intInRange(1, 3, renderMessages.qualityInvalid).describe('1 普通、2 1.5倍、3 2倍'),
    size: intInRange(1, 5, renderMessages.sizeInvalid).describe('1 1:1、2 3:4、3 4:3、4 9:16、5 16:9'),
    image1: imageField.describe('风格参考图（上传答复的 filename）'),
    image2: imageField.describe('外形参考图（上传答复的 filename）'),
    weight1: weightField,
    weight2: weightField,
    type1: intInRange(1, 1, renderMessages.typeInvalid).default(1).describe('风格类型，固定为 1'),
    type2: intInRange(1, 3, renderMessages.typeInvalid)
      .default(1)
      .describe('控制类型：1 线稿、2 深度、3 seg分割'),
    cfg: intInRange(L.relevanceMin, L.relevanceMax, renderMessages.advancedInvalid)
      .default(L.relevanceDefault)
      .describe('描述相关性（隐藏的高级参数）'),
    sampler: z.enum(RENDER_SAMPLERS, { error: renderMessages.advancedInvalid }).default(RENDER_SAMPLERS[0]),
    steps: intInRange(L.stepsMin, L.stepsMax, renderMessages.advancedInvalid).default(L.stepsDefault),
    vae: intInRange(1, 3, renderMessages.advancedInvalid)
      .default(1)
      .describe('VAE：1 model1、2 model2、3 model3'),
    seed: z.coerce
      .number({ error: renderMessages.seedInvalid })
      .int(renderMessages.seedInvalid)
      .min(0, renderMessages.seedInvalid)
      .max(4_294_967_295, renderMessages.seedInvalid)
      .optional()
      .describe('种子；不填时随机（“再次生成”时沿用原任务的种子）'),
  },
  { error: renderMessages.badRequest },
);

export type GenerateBody = z.infer<typeof generateBody>;

/** The generate and poll answer (002 §3): img and tasks as the spec has them, plus our task's id and state. */
export const renderProgress = z.object({
  img: z.string().describe("完成时为图片的 data URL，排队或制作中为 ''"),
  tasks: z.number().int().describe('队列中排在本任务前面的任务数（制作中为 0）'),
  id: z
    .number()
    .int()
    .describe('任务 id：轮询 GET /api/ai/generate/{id}，取消 POST /api/ai/generate/{id}/cancel'),
  state: z.enum(RENDER_STATES),
  vip: z.boolean().describe('是否 VIP 加速队列'),
  error: z.string().describe('失败、取消或超时的原因'),
  url: z.string().describe('完成时原图的签名链接（24 小时有效）'),
  download: z.string().describe("完成时'保存原图'的签名下载链接（文件名：光子设计AI_时间戳.扩展名）"),
});

export type RenderProgress = z.infer<typeof renderProgress>;

export const renderHistoryItem = z.object({
  id: z.number().int(),
  state: z.enum(RENDER_STATES),
  state_label: z.string(),
  style: z.string(),
  style_id: z.number().int().nullable(),
  promt: z.string(),
  fpromt: z.string(),
  quality: z.number().int(),
  size: z.number().int(),
  image1: z.string(),
  image2: z.string(),
  weight1: z.number(),
  weight2: z.number(),
  type1: z.number().int(),
  type2: z.number().int(),
  cfg: z.number().int(),
  sampler: z.string(),
  steps: z.number().int(),
  vae: z.number().int(),
  seed: z.number().int(),
  cost: z.number().describe('本次消耗的光子（VIP 与免费次数为 0）'),
  paid_with: z.enum(['vip', 'free', 'photons', 'preview']).describe('VIP、每日免费次数、光子，或免费的预览'),
  refunded: z.boolean().describe('消耗是否已退回（失败、取消、超时）'),
  preview: z.boolean().describe('是否为“预览（非AI生成）”'),
  error: z.string(),
  tasks: z.number().int(),
  url: z.string(),
  download: z.string(),
  time: chinaDateTime,
  finished_at: chinaDateTime.nullable(),
});

export type RenderHistoryItem = z.infer<typeof renderHistoryItem>;

export const aiRenderCalls = {
  renderStyle: defineCall({
    method: 'GET',
    path: '/api/ai/render_style',
    summary: 'AI 智能渲染的风格：大类与其子风格（名称、提示词、反向提示词、封面）',
    tag: 'ai-render',
    auth: 'none',
    data: z.array(renderStyleCategory),
  }),
  info: defineCall({
    method: 'GET',
    path: '/api/ai/render_info',
    summary: '当前渲染后端：GPU（AUTOMATIC1111/Forge、ComfyUI）或“预览（非AI生成）”，以及是否扣费',
    tag: 'ai-render',
    auth: 'none',
    data: z.object({
      backend: z.enum(['preview', 'a1111', 'comfyui']),
      preview: z.boolean().describe('true：生成的是 CPU 预览（非AI生成），带水印'),
      charged: z.boolean().describe('false：本后端不扣光子也不占免费次数'),
    }),
  }),
  generate: defineCall({
    method: 'POST',
    path: '/api/ai/generate',
    summary:
      "提交生图任务（排队时扣费：非VIP先用每日免费次数，再按质量扣 0.01/0.02/0.03 光子；VIP 免费并优先排队）。与排队或刚完成未取回的任务参数完全相同的请求视为轮询，不会重复扣费。光子不足时 code 4423、msg '光子不足，请充值'",
    tag: 'ai-render',
    auth: 'required',
    body: generateBody,
    data: renderProgress,
  }),
  task: defineCall({
    method: 'GET',
    path: '/api/ai/generate/:id',
    summary: '轮询生图任务（每 20 秒）：排队时 img 为空、tasks 为前方任务数；完成时 img 为图片',
    tag: 'ai-render',
    auth: 'required',
    params: z.object({ id: idParam(renderMessages.taskNotFound) }),
    data: renderProgress,
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/api/ai/generate/:id/cancel',
    summary: '取消制作：排队或制作中的任务取消，消耗的光子与免费次数退回（仅一次）',
    tag: 'ai-render',
    auth: 'required',
    params: z.object({ id: idParam(renderMessages.taskNotFound) }),
    data: renderProgress,
  }),
  history: defineCall({
    method: 'GET',
    path: '/api/ai/render_history',
    summary: '我的生图记录（新的在前；offset 为页码减 1）：可重新打开、下载与以相同种子再次生成',
    tag: 'ai-render',
    auth: 'required',
    query: z.object({
      offset: offsetField.describe('页码减 1'),
      limit: limitField(L.historyPage, 50),
    }),
    data: z.object({ list: z.array(renderHistoryItem), total: z.number().int() }),
  }),
};
