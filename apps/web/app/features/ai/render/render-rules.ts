import {
  bannedQualities,
  centsToAmount,
  formatPhotons,
  RENDER_QUALITIES,
  RenderLimits,
  renderCharge,
  type RenderQuality,
  type RenderTipKey,
} from '@app/contract/web';

/** What the page knows of the member and the backend when it prices a render. */
export interface RenderPricing {
  isVip: boolean;
  freeLeft: number;
  /** false when the backend is the free preview (RENDER_PREVIEW_BILLING=free). */
  charged: boolean;
}

/**
 * This render's cost in 光子 (002 §2, §9): 0 for a VIP or on a free preview; while free uses remain, what the
 * free use does not cover (the difference to 普通).
 */
export function renderCost(quality: RenderQuality, pricing: RenderPricing): number {
  if (!pricing.charged) return 0;
  return centsToAmount(renderCharge(quality, pricing).cents);
}

/** The bottom line's left text (002 §2): '本次消耗X光子（共{balance}光子）'. */
export function costLine(cost: number, balance: number | null): string {
  const total = balance === null ? '' : `（共${formatPhotons(balance)}光子）`;
  return `本次消耗${formatPhotons(cost)}光子${total}`;
}

/** The bottom line's right text (002 §2): '每周二维护' for a VIP, else the free uses left. */
export function freeLine(pricing: RenderPricing): string {
  return pricing.isVip ? '每周二维护' : `免费使用${pricing.freeLeft}次`;
}

/** The '立即发光' confirm (002 §2): nothing to pay, or '确定支付X光子生成1张图片吗'. */
export function confirmRenderText(cost: number): string {
  return cost === 0 ? '本次消耗0光子，生成1张图片' : `确定支付${formatPhotons(cost)}光子生成1张图片吗`;
}

/** Quality options marked as banned (002 §6); only for members a charge applies to. */
export function markedQualities(pricing: RenderPricing): RenderQuality[] {
  return pricing.charged || pricing.isVip ? bannedQualities(pricing) : [];
}

/** Why an option is marked (its tooltip). */
export function markReason(pricing: RenderPricing): string {
  return pricing.isVip ? 'VIP 默认 2倍 高清出图' : '免费次数抵扣“普通”画质，其余按差价扣光子';
}

export const qualityLabel = (value: number) => RENDER_QUALITIES.find((q) => q.value === value)?.label ?? '';

/** Prompts are cut to 600 characters as they are typed (002 §5). */
export const cutPrompt = (text: string) => [...text].slice(0, RenderLimits.promptMax).join('');

/** A reference file the picker may send (002 §5: .jpg, .jpeg, .png; the server checks the bytes). */
export function referenceFileError(file: { name: string; size: number }): string | null {
  if (!/\.(jpe?g|png)$/i.test(file.name)) return '参考图只能是 JPG 或 PNG 格式';
  if (file.size > RenderLimits.referenceMaxBytes) return '参考图不能超过 10MB';
  return null;
}

/** Which field shows which tip (the spec leaves the pairing open; docs/spec-decisions.md). */
export const TIP_OF: Record<string, RenderTipKey> = {
  style: 'xzfg',
  prompt: 'yjms',
  negative: 'fhms',
  styleImage: 'fwms',
  styleWeight: 'fwqd',
  shapeImage: 'xmms',
  controlType: 'sjxl',
  quality: 'yjxl',
};
