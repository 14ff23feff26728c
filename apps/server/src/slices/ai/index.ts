/**
 * The AI slice's public entry (002): the daily free-use counter and the VIP settings. Chat and
 * render take and give back their charges through the slice's own charge module (charge/).
 */
export { takeFreeUse, readDailyUsage, type UsageKind } from './daily-usage.ts';
export { readVipSettings, AI_VIP_SETTING_KEY, DEFAULT_VIP_SETTINGS } from './vip-settings.ts';
export { saveVipSettings } from './save-vip-settings.ts';
export { aiBackendsOf, vipOffer } from './vip-offer.ts';
export { failStaleChatQuestions } from './chat-billing.ts';
export { chatStaleMs } from './ask-chat.ts';
// AI smart render: the worker's job handler and expiry, and the reference-upload port account plugs in.
export { renderJobHandler } from './render-run.ts';
export { expireRenders } from './render-expire.ts';
export { renderDeps } from './render-deps.ts';
export { RENDER_TIPS_SETTING_KEY } from './render-tips.ts';
/**
 * The owner functions the back office calls with its audit callback (`record(tx, {before, after})`): the AI
 * plugin page and its files, AI news. It gives VIP without 光子 by the purchase's term rule.
 */
export { AI_PLUG_ID } from './read-ai-plug.ts';
export { addAiPlugFile, deleteAiPlugFile, saveAiPlug, type AiPlugFileInput } from './change-ai-plug.ts';
export { createAiNews, deleteAiNews, setAiNewsPublished, updateAiNews } from './change-ai-news.ts';
export { grantVip, type VipChange } from './grant-vip.ts';
export { vipEndingJobHandler, VIP_ENDING_JOB } from './vip-ending.ts';
/** The back office's 订单与退款: a VIP purchase refunded like a product order (光子 back, term cut). */
export { refundVipOrder, type VipOrderRow, type VipRefundChange } from './refund-vip-order.ts';
