// Plain values of AI smart render (002 §2–§9): options, costs, limits, messages and pure rules; zod-free, so
// the web imports them.
import { chinaCompactStamp } from '../rules/china-time.ts';

/** Image quality (002 §9): 1 普通, 2 1.5倍, 3 2倍; the cost is in 光子 hundredths (0.01 / 0.02 / 0.03). */
export const RENDER_QUALITIES = [
  { value: 1, label: '普通', scale: 1, costCents: 1 },
  { value: 2, label: '1.5倍', scale: 1.5, costCents: 2 },
  { value: 3, label: '2倍', scale: 2, costCents: 3 },
] as const;
export type RenderQuality = 1 | 2 | 3;

/**
 * Image sizes (002 §9) in the spec's order, with the pixel size the GPU renders before the quality's upscale
 * (multiples of 64, about 0.6 megapixels, what SD 1.5 / SDXL-turbo class models render cleanly).
 */
export const RENDER_SIZES = [
  { value: 1, label: '1:1', width: 768, height: 768 },
  { value: 2, label: '3:4', width: 640, height: 832 },
  { value: 3, label: '4:3', width: 832, height: 640 },
  { value: 4, label: '9:16', width: 576, height: 1024 },
  { value: 5, label: '16:9', width: 1024, height: 576 },
] as const;
export type RenderSize = 1 | 2 | 3 | 4 | 5;

/** Shape-reference control types (002 §2, in the spec's order): what the GPU extracts from image2. */
export const RENDER_CONTROL_TYPES = [
  { value: 1, label: '线稿控制', key: 'lineart' },
  { value: 2, label: '深度控制', key: 'depth' },
  { value: 3, label: 'seg分割', key: 'seg' },
] as const;
export type RenderControlType = 1 | 2 | 3;
export type RenderControlKey = (typeof RENDER_CONTROL_TYPES)[number]['key'];

/** Hidden advanced parameters (002 §2, §9): samplers offered, VAE models, ranges and defaults. */
export const RENDER_SAMPLERS = ['DPM++ 2M Karras', 'Euler a', 'Euler', 'DDIM', 'UniPC'] as const;
export const RENDER_VAES = [
  { value: 1, label: 'model1' },
  { value: 2, label: 'model2' },
  { value: 3, label: 'model3' },
] as const;

export const RenderLimits = {
  /** Prompt and negative prompt, characters (002 §5). */
  promptMax: 600,
  weightMin: 0,
  weightMax: 2,
  weightStep: 0.5,
  weightDefault: 0.5,
  relevanceMin: 0,
  relevanceMax: 30,
  relevanceDefault: 7,
  stepsMin: 1,
  stepsMax: 60,
  stepsDefault: 20,
  /** Styles shown before '更多' (002 §9). */
  stylesShown: 6,
  /** A reference image: JPEG or PNG by content, at most this many bytes and pixels a side. */
  referenceMaxBytes: 10 * 1024 * 1024,
  referenceMaxSide: 8192,
  /** Jobs one member may have waiting or rendering at once. */
  pendingPerMember: 5,
  /** History page size. */
  historyPage: 12,
} as const;

/** Polling (002 §4, §9): every 20 s, at most 10 requests; the simulated progress bar steps every 100 ms. */
export const RenderPolling = { intervalMs: 20_000, maxRequests: 10, progressStepMs: 100 } as const;

/** Our render job's states: the job table is the truth (queued → running → one of the four endings). */
export const RENDER_STATES = ['queued', 'running', 'succeeded', 'failed', 'canceled', 'expired'] as const;
export type RenderState = (typeof RENDER_STATES)[number];
export const RENDER_STATE_LABELS: Record<RenderState, string> = {
  queued: '排队中',
  running: '制作中',
  succeeded: '已完成',
  failed: '生成失败',
  canceled: '已取消',
  expired: '排队超时',
};
export const isRenderPending = (state: RenderState) => state === 'queued' || state === 'running';

/** Field tips (002 §2): the keys of /static/tip.json. Which field each belongs to is our choice (spec-decisions). */
export const RENDER_TIP_KEYS = ['xzfg', 'yjms', 'fhms', 'fwms', 'fwqd', 'xmms', 'sjxl', 'yjxl'] as const;
export type RenderTipKey = (typeof RENDER_TIP_KEYS)[number];
export type RenderTips = Record<RenderTipKey, { title: string; content: string }>;

/** The tips served when operators have not written their own (site setting 'ai_render_tips'). */
export const DEFAULT_RENDER_TIPS: RenderTips = {
  xzfg: {
    title: '选择风格',
    content: '先选大类，再选具体风格；选中后会自动填入该风格的灵感描述与反向描述，可再修改。',
  },
  yjms: {
    title: '灵感描述',
    content: '建议使用英文，用英文逗号分隔关键词，例如：modern villa, glass facade, sunset, photorealistic。',
  },
  fhms: {
    title: '反向描述',
    content: '写下不希望出现的内容，例如：blurry, distorted, watermark, low quality。',
  },
  fwms: { title: '风格参考图', content: '上传一张希望模仿其色调与氛围的图片（JPG/PNG，10MB 以内）。' },
  fwqd: { title: '参考强度', content: '0–2，数值越大越贴近参考图；0.5 为常用值，超过 1.5 容易过度模仿。' },
  xmms: {
    title: '外形参考图',
    content: '上传线稿、白模截图或照片，画面的外形与构图将按它生成（JPG/PNG，10MB 以内）。',
  },
  sjxl: {
    title: '控制类型',
    content: '线稿控制：按轮廓线生成；深度控制：按前后空间关系生成；seg分割：按色块区域生成。',
  },
  yjxl: {
    title: '图像质量',
    content: '普通为标准分辨率；1.5倍、2倍会放大并补充细节，耗时与消耗更多。VIP 默认 2倍。',
  },
};

/** Messages of the render calls (002 §5, §8). */
export const renderMessages = {
  badRequest: '参数错误',
  styleRequired: '请选择风格',
  styleNotFound: '所选风格不存在，请刷新页面后重新选择',
  promptRequired: '请输入灵感描述',
  promptTooLong: '灵感描述不能超过 600 个字符',
  negativeTooLong: '反向描述不能超过 600 个字符',
  qualityInvalid: '请选择图像质量（普通、1.5倍或2倍）',
  sizeInvalid: '请选择图像尺寸',
  weightInvalid: '参考强度应在 0 到 2 之间，步长 0.5',
  typeInvalid: '请选择控制类型（线稿、深度或seg分割）',
  advancedInvalid: '高级参数超出范围',
  seedInvalid: '种子应为 0 到 4294967295 之间的整数',
  imageInvalid: '参考图不存在或已过期，请重新上传',
  tooManyPending: '您已有 5 个任务在排队或制作中，请等待完成后再试',
  insufficient: '光子不足，请充值',
  queued: '已加入生成队列',
  taskNotFound: '任务不存在',
  notCancelable: '任务已结束，无法取消',
  canceled: '已取消制作，消耗的光子与免费次数已退回',
  referenceMissing: '请选择要上传的参考图',
  referenceType: '参考图只能是 JPG 或 PNG 格式',
  referenceBroken: '参考图已损坏或无法识别，请换一张图片',
  referenceTooLarge: '参考图不能超过 10MB',
  referenceTooWide: '参考图的宽和高不能超过 8192 像素',
  uploadTooOften: '上传太频繁，请稍后再试',
  uploadOk: 'success',
  failed: '生成失败，请稍后再试~',
  backendDown: 'AI 渲染服务暂时不可用，本次消耗已退回，请稍后再试',
  expired: '排队时间过长，任务已取消，本次消耗已退回',
  crashed: '渲染进程中断，本次消耗已退回，请重新生成',
  styleLoadFailed: '网络错误',
} as const;

/**
 * What one render costs a member, in 光子 hundredths, and whether it takes a daily free use (002 §2, §9). A free
 * use is worth the 普通 price: 1.5倍 / 2倍 on a free use cost the difference (docs/spec-decisions.md).
 */
export function renderCharge(
  quality: RenderQuality,
  member: { isVip: boolean; freeLeft: number },
): { cents: number; free: boolean } {
  if (member.isVip) return { cents: 0, free: false };
  const cents = RENDER_QUALITIES.find((q) => q.value === quality)!.costCents;
  if (member.freeLeft > 0) return { cents: cents - RENDER_QUALITIES[0].costCents, free: true };
  return { cents, free: false };
}

/**
 * Quality options marked as banned (002 §6): 普通 and 1.5倍 for VIPs (their default is 2倍); 1.5倍 and 2倍
 * while a free use would be taken (the spec's "free count is 1" read as "a free use remains"). A marked option
 * can still be chosen (§6): on a free use it costs the difference to 普通 in 光子.
 */
export function bannedQualities(member: { isVip: boolean; freeLeft: number }): RenderQuality[] {
  if (member.isVip) return [1, 2];
  return member.freeLeft > 0 ? [2, 3] : [];
}

/** Default quality (002 §4): 1 (普通) for non-VIP members, 3 (2倍) for VIPs. */
export const defaultRenderQuality = (isVip: boolean): RenderQuality => (isVip ? 3 : 1);

/** '保存原图' file name (002 §2): the product's mark, 'AI_', a China-time timestamp and the file's extension. */
export function renderDownloadName(mark: string, at: Date, extension: string): string {
  return `${mark}AI_${chinaCompactStamp(at)}.${extension.replace(/^\./, '')}`;
}

/** The product's mark in download names and watermarks. */
export const PRODUCT_MARK = '光子设计';
