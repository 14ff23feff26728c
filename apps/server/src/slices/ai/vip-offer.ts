import type { VipOffer, VipPageSettings, VipSettings } from '@app/contract';

/** What the configured backends are: a chat model or 站内资料检索, a GPU render backend or the CPU preview. */
export interface AiBackends {
  chatModel: boolean;
  aiRender: boolean;
  production: boolean;
}

const NO_CHAT_MODEL = '未接入AI问答模型：问答为站内资料检索，VIP 页面的「AI问答」显示为「站内资料问答」。';
const NO_AI_RENDER =
  '未接入AI渲染后端（A1111/ComfyUI）：渲染为预览渲染（非AI生成），VIP 页面的「AI渲染」显示为「预览渲染」。';
const NOT_ON_SALE =
  '生产环境未接入任何AI后端，VIP 会员暂停开通（配置 AI_CHAT_BASE_URL 或 RENDER_BACKEND 后恢复）。';

/**
 * What VIP may promise with these backends (docs/spec-decisions.md "catalogue text, phones, honest AI"): each benefit names
 * the service that is really connected; in production a VIP with no AI backend at all would sell nothing
 * that is AI, so it is not sold. Outside production the demo sells it with the honest names.
 */
export function vipOffer(backends: AiBackends): VipOffer {
  const onSale = backends.chatModel || backends.aiRender || !backends.production;
  const notes = [
    backends.chatModel ? '' : NO_CHAT_MODEL,
    backends.aiRender ? '' : NO_AI_RENDER,
    onSale ? '' : NOT_ON_SALE,
  ];
  return {
    chat_model: backends.chatModel,
    ai_render: backends.aiRender,
    on_sale: onSale,
    note: notes.filter(Boolean).join(''),
  };
}

/** 'AI问答…' / 'AI智能渲染…' in a benefit's text, as operators write them (the default texts use both). */
const AI_CHAT = /AI\s*(?:智能)?问答/g;
const AI_RENDER = /AI\s*(?:智能)?渲染/g;

/**
 * The settings as the VIP page shows them: a benefit whose backend is not connected is renamed to the
 * service that answers instead (AI问答不限次数 → 站内资料问答不限次数, AI智能渲染免光子 → 预览渲染免光子),
 * so no card promises a model that is not there. Prices, quotas and other texts are as stored.
 */
export function vipPageSettings(settings: VipSettings, offer: VipOffer): VipPageSettings {
  const shown: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(settings)) {
    if (typeof value !== 'string') continue;
    let text = value;
    if (!offer.chat_model) text = text.replace(AI_CHAT, '站内资料问答');
    if (!offer.ai_render) text = text.replace(AI_RENDER, '预览渲染');
    shown[key] = text;
  }
  return { ...(shown as VipSettings), offer };
}

/** The backends as this process has them configured (services.ts built them from the config). */
export function aiBackendsOf(ctx: {
  config: { NODE_ENV: string };
  services: { chat: { model: string | null }; render: { isPreview: boolean } };
}): AiBackends {
  return {
    chatModel: ctx.services.chat.model !== null,
    aiRender: !ctx.services.render.isPreview,
    production: ctx.config.NODE_ENV === 'production',
  };
}
