/**
 * The AI slice's public entry (002): its routes, and what chat and render (next issue) build on — the daily
 * free-use counter and the VIP settings.
 */
export { registerAiRoutes } from './routes.ts';
export { takeFreeUse, readDailyUsage, type UsageKind } from './daily-usage.ts';
export { readVipSettings, AI_VIP_SETTING_KEY, DEFAULT_VIP_SETTINGS } from './vip-settings.ts';
export { saveVipSettings } from './save-vip-settings.ts';
export * from './schema.ts';
export { failStaleChatQuestions } from './chat-billing.ts';
export { chatStaleMs } from './ask-chat.ts';
// AI smart render: the worker's job handler and expiry, and the reference-upload port account plugs in.
export { renderJobHandler } from './render-run.ts';
export { expireRenders } from './render-expire.ts';
export { storeRenderReference } from './render-reference.ts';
export { renderDeps } from './render-deps.ts';
export { RENDER_TIPS_SETTING_KEY } from './render-tips.ts';
/** The back office gives VIP without 光子 by the purchase's term rule. */
export { grantVip, type VipChange } from './grant-vip.ts';
